import { preloadModules } from "./module-preload";
import { styleMarks } from "./style-marks";

/**
 * The app's code files as the build lists them (scripts/chunk-manifest.ts, `codeLists`), in one
 * file that each page's `<meta name="app-code">` names, with the page's own module in
 * `data-page`. The boot reads the page's files at the takeover, or ahead once painted where the
 * first screen needs the app (src/boot/boot.ts); moving to a page inside the app reads all of that page's files at once instead of one import level
 * at a time (on slow 4G, /privacy took five round trips, about 850 ms, before it could render).
 */
export type CodeLists = {
  /** What every takeover reads: src/main.tsx and what it imports, beyond the boot. */
  core: string[];
  /** The header menus' code beyond that. */
  menus: string[];
  /** Each page module's code beyond the core (`src/pages/…-page.tsx`). */
  pages: Record<string, string[]>;
};

/** The page's tag, which moving to another page before the app swaps with the head's others. */
const appCodeMeta = () => document.querySelector<HTMLMetaElement>("meta[name=app-code]");

let reading: Promise<CodeLists | undefined> | undefined;

/** Reads the lists in the background, once. */
function readCodeLists(): Promise<CodeLists | undefined> {
  const url = appCodeMeta()?.content;
  // `vite dev` names no lists and loads modules one by one, as does a failed read.
  if (!url) return Promise.resolve(undefined);
  reading ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<CodeLists>) : undefined))
    .catch(() => undefined);
  return reading;
}

/** The files a takeover of the page shown reads: the core and the page's own. */
export async function takeoverCode(): Promise<string[]> {
  const lists = await readCodeLists();
  const page = appCodeMeta()?.dataset.page ?? "";
  return lists ? [...lists.core, ...(lists.pages[page] ?? [])] : [];
}

/**
 * Adds the whole stylesheet, which the app draws with (each page's HTML holds only its family's
 * part, scripts/critical-css.ts), right after the page's own parts (first in the body): the
 * same rules in the same order, so nothing the page shows changes, and it decides among them.
 * Its address is on the page's `<meta name="app-code">`, so the app has it even when the code
 * lists cannot be read. Resolves once it has loaded or failed.
 */
export async function loadAppStylesheet(): Promise<void> {
  const href = appCodeMeta()?.dataset.stylesheet;
  if (!href || document.querySelector(`link[rel=stylesheet][href="${href}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  await new Promise((settled) => {
    link.onload = link.onerror = settled;
    const parts = document.querySelectorAll(`style[${styleMarks.page}]`);
    if (parts.length) parts[parts.length - 1].after(link);
    else document.head.append(link);
  });
}

/** The header menus' files, read beside the page's: a first act on the header is often a menu. */
export async function menuCode(): Promise<string[]> {
  return (await readCodeLists())?.menus ?? [];
}

/**
 * Starts reading all of a page's code at once, as soon as the lists are here (read once; the
 * page's first files may already be on their way).
 */
export function preloadPageCode(source: string) {
  if (typeof document === "undefined") return; // the prerender imports what it needs itself
  void readCodeLists().then((lists) => preloadModules(lists?.pages[source] ?? []));
}
