import { preloadModules } from "./module-preload";

/**
 * Every page's code files, by page module (`src/pages/…-page.tsx`), as the build lists them in
 * `/page-code.json` (scripts/chunk-manifest.ts, `pageCodeLists`). Moving to a page inside the
 * app then reads all of its files at once instead of one import level at a time (on slow 4G,
 * /privacy took five round trips, about 850 ms, before it could render).
 */
type PageCodeLists = Record<string, string[]>;

/** Where the build writes the lists (scripts/prerender.ts). */
export const pageCodePath = "/page-code.json";

let lists: PageCodeLists | undefined;
let reading: Promise<void> | undefined;

/**
 * Reads the lists in the background, once: the boot asks once it has read the page's own code
 * ahead (src/boot.ts), or the first page load that finds them missing.
 */
export function readPageCodeLists(): Promise<void> {
  reading ??= fetch(pageCodePath)
    .then((response) => (response.ok ? (response.json() as Promise<PageCodeLists>) : {}))
    .then((read) => {
      lists = read;
    })
    // `vite dev` has no such file and loads modules one by one, as does a failed read.
    .catch(() => {});
  return reading;
}

/**
 * Starts reading all of a page's code at once: now if the lists are here, else as soon as they
 * arrive (the page's first files may then already be on their way).
 */
export function preloadPageCode(source: string) {
  if (typeof document === "undefined") return; // the prerender imports what it needs itself
  const files = lists?.[source];
  if (files) preloadModules(files);
  else void readPageCodeLists().then(() => preloadModules(lists?.[source] ?? []));
}
