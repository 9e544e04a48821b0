/**
 * Fetches the page's code into the browser's cache off the main thread (src/boot.ts), then
 * ends. Forty requests started and answered on the page's own thread kept it busy for
 * 50–100 ms on a throttled phone; here that work falls on this worker. Each body is read to
 * the end so the cache keeps it whole; nothing is run. A file that fails is simply fetched
 * again when the app takes over.
 */
self.addEventListener("message", (event: MessageEvent<string[]>) => {
  void Promise.allSettled(
    event.data.map((file) =>
      fetch(file, { priority: "low" }).then((response) => response.arrayBuffer()),
    ),
  ).then(() => self.close());
});
