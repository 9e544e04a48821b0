/** Vite's chunk manifest (build.manifest): which JavaScript files a module needs. */
import { readFileSync } from "node:fs";
import type { CodeLists } from "../src/boot/page-code.ts";

export type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ChunkManifest = Record<string, Chunk>;

export function readChunkManifest(file: string): ChunkManifest {
  return JSON.parse(readFileSync(file, "utf8")) as ChunkManifest;
}

/** The key of the entry chunk (src/boot/index.ts, loaded by index.html's script tag). */
export function entryKey(manifest: ChunkManifest): string {
  return Object.keys(manifest).find((key) => manifest[key].isEntry) ?? "index.html";
}

/** `key` and every chunk it imports statically, directly or not. */
export function staticClosure(
  manifest: ChunkManifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * What the app needs to take over a page whose page module is `pageSource`, beyond the entry:
 * src/main.tsx (which the entry imports on the visitor's first sign of intent), the page, and
 * what they import.
 */
export function takeoverChunks(manifest: ChunkManifest, pageSource: string | undefined): string[] {
  const loadedByEntry = staticClosure(manifest, entryKey(manifest));
  const keys = new Set(staticClosure(manifest, "src/main.tsx"));
  if (pageSource) staticClosure(manifest, pageSource, keys);
  return [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key].file);
}

/** The header's Radix menus (src/components/layout/shell-menus.ts), loaded on first use. */
const headerMenusKey = "src/components/layout/shell-menus-radix.tsx";

/**
 * Every list in one file, so that a page's HTML names only the file and its page module
 * (every page named its own forty-odd files: 0.6 KB of each page's gzipped HTML, enough to push
 * an article past the first round trip). A page's takeover reads `core` and its page's list;
 * moving to a page inside the app reads that page's list, imported one level at a time
 * otherwise, each level waiting for the one above it (five round trips to /privacy).
 */
export function codeLists(manifest: ChunkManifest): CodeLists {
  if (!manifest[headerMenusKey]) throw new Error(`The build has no chunk for ${headerMenusKey}`);
  const entry = staticClosure(manifest, entryKey(manifest));
  const running = staticClosure(manifest, "src/main.tsx", new Set(entry));
  const files = (keys: Iterable<string>, leaveOut: Set<string>) =>
    [...keys].filter((key) => !leaveOut.has(key)).map((key) => `/${manifest[key].file}`);
  const pages: Record<string, string[]> = {};
  for (const key of Object.keys(manifest).filter((key) =>
    /^src\/pages\/[^/]+-page\.tsx$/.test(key),
  ))
    pages[key] = files(staticClosure(manifest, key), running);
  return {
    core: files(staticClosure(manifest, "src/main.tsx"), entry),
    menus: files(staticClosure(manifest, headerMenusKey), running),
    pages,
  };
}
