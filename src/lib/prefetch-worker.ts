/**
 * Fetches the page's code into the browser's cache off the main thread (src/boot.ts), then
 * ends: forty requests started and answered on the page's own thread made one task of
 * 50–100 ms there. Each body is read to the end so the cache keeps it whole; nothing is run.
 * A file that fails is simply fetched again when the app takes over.
 */
self.addEventListener("message", (event: MessageEvent<string[]>) => {
  void Promise.allSettled(
    event.data.map((file) =>
      fetch(file, { priority: "low" }).then((response) => response.arrayBuffer()),
    ),
  ).then(() => self.close());
});
