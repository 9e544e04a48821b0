import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { outDir, routesManifest } from "../../scripts/build-paths.ts";

/** One prerendered page of the route table, as the build wrote it. */
export type BuiltRoute = {
  path: string;
  title: string;
  /** The route-table entry it belongs to (`/services/:slug`). */
  family: string;
  /** The text of its `h1`. */
  heading: string;
};

function missingBuild(): never {
  throw new Error(
    `No prerendered build at ${outDir}/: run \`npm run test:html\` (it builds first) or \`npm test\`.`,
  );
}

/** Every prerendered page, written by the build from the route table. */
export function builtRoutes(): BuiltRoute[] {
  if (!existsSync(routesManifest)) missingBuild();
  return JSON.parse(readFileSync(routesManifest, "utf8")) as BuiltRoute[];
}

/** The file a static host serves for an address path, or undefined when there is none. */
export function servedFile(urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  for (const candidate of [path.join(outDir, decoded), path.join(outDir, decoded, "index.html")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const documents = new Map<string, Document>();

/** A page's HTML file parsed as a browser parses it (jsdom's parser; no script runs). */
export function builtPage(urlPath: string): Document {
  const known = documents.get(urlPath);
  if (known) return known;
  const file = urlPath === "/404" ? path.join(outDir, "404.html") : servedFile(urlPath);
  if (!file) missingBuild();
  const document = new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html");
  documents.set(urlPath, document);
  return document;
}

/** The raw text of a built file (a preview image, a feed). */
export function builtFile(urlPath: string): Buffer {
  const file = servedFile(urlPath);
  if (!file) throw new Error(`${urlPath} is not in the build`);
  return readFileSync(file);
}

export const metaContent = (document: Document, selector: string) =>
  document.head.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? undefined;

/** Text a visitor reads, with runs of white space folded. */
export const visibleText = (element: Element) =>
  (element.textContent ?? "").replace(/\s+/g, " ").trim();
