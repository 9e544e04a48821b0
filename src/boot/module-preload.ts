/** Module files asked for so far, so that each gets one link. */
const asked = new Set<string>();

/**
 * Starts reading every file of a list at once, in parallel, for the import that follows:
 * imported one level at a time, each level would wait for the one above it to arrive.
 */
export function preloadModules(files: readonly string[], priority: "auto" | "low" = "auto") {
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
