/** Vite's chunk manifest (build.manifest): which JavaScript files a module needs. */
import { readFileSync } from "node:fs";

export type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ChunkManifest = Record<string, Chunk>;

export function readChunkManifest(file: string): ChunkManifest {
  return JSON.parse(readFileSync(file, "utf8")) as ChunkManifest;
}

/** The key of the entry chunk (src/boot.ts, loaded by index.html's script tag). */
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
 * The header menus' code that a page's takeover does not already bring: fetched ahead with
 * the rest, and read at once when the visitor's first act is on the header.
 */
export function headerMenuChunks(
  manifest: ChunkManifest,
  pageSource: string | undefined,
): string[] {
  if (!manifest[headerMenusKey]) throw new Error(`The build has no chunk for ${headerMenusKey}`);
  const taken = new Set(takeoverChunks(manifest, pageSource));
  const loadedByEntry = staticClosure(manifest, entryKey(manifest));
  return [...staticClosure(manifest, headerMenusKey)]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => manifest[key].file)
    .filter((file) => !taken.has(file));
}

/**
 * Every page's code beyond what the running app already has (the entry, src/main.tsx and what
 * they import), by page module: what moving to that page inside the app must read. Imported
 * one level at a time, each level waits for the one above it (five round trips to /privacy).
 */
export function pageCodeLists(manifest: ChunkManifest): Record<string, string[]> {
  const running = staticClosure(
    manifest,
    "src/main.tsx",
    staticClosure(manifest, entryKey(manifest)),
  );
  const lists: Record<string, string[]> = {};
  for (const key of Object.keys(manifest).filter((key) =>
    /^src\/pages\/[^/]+-page\.tsx$/.test(key),
  ))
    lists[key] = [...staticClosure(manifest, key)]
      .filter((imported) => !running.has(imported))
      .map((imported) => `/${manifest[imported].file}`);
  return lists;
}
