/**
 * Starts reading every file of a list at once, in parallel, for the import that follows:
 * imported one level at a time, each level would wait for the one above it to arrive. Each
 * file gets one link: the head's links are the record of what has been asked for.
 */
export function preloadModules(files: readonly string[], priority: "auto" | "low" = "auto") {
  const asked = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) =>
      link.getAttribute("href"),
    ),
  );
  for (const href of files) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.fetchPriority = priority;
    document.head.append(link);
  }
}
