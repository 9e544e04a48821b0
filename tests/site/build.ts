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

/** Text of a node as an accessible name reads it: aria-hidden and hidden parts left out, an image by its alt. */
function nameText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  if (!(node instanceof Element)) return "";
  if (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden")) return "";
  if (node.tagName === "IMG") return node.getAttribute("alt") ?? "";
  return [...node.childNodes].map(nameText).join("");
}

/**
 * An element's accessible name as a browser computes it for the markup the site uses:
 * aria-labelledby, then aria-label, then a field's `<label>`, else its own text (without
 * aria-hidden parts; an image counts by its alt), with runs of white space folded.
 */
export function accessibleName(element: Element): string {
  const fold = (text: string) => text.replace(/\s+/g, " ").trim();
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    return fold(
      labelledBy
        .split(/\s+/)
        .map((id) => nameText(document.getElementById(id) ?? document.createTextNode("")))
        .join(" "),
    );
  }
  const label = element.getAttribute("aria-label");
  if (label?.trim()) return fold(label);
  if (element.matches("input, select, textarea")) {
    const labels = element.id ? [...document.querySelectorAll(`label[for="${element.id}"]`)] : [];
    const wrapping = element.closest("label");
    if (wrapping) labels.push(wrapping);
    const text = fold(labels.map(nameText).join(" "));
    return text || fold(element.getAttribute("title") ?? element.getAttribute("placeholder") ?? "");
  }
  return fold(nameText(element));
}

/** The elements under `scope` that match `selector` and are named `name` exactly (or match it). */
export function named(scope: ParentNode, selector: string, name: string | RegExp): Element[] {
  return [...scope.querySelectorAll(selector)].filter((element) => {
    const actual = accessibleName(element);
    return typeof name === "string" ? actual === name : name.test(actual);
  });
}

/** What `getByRole('link')` finds: every link with an address. */
export const linkSelector = "a[href]";

/** What `getByRole('button')` finds in the markup the site uses. */
export const buttonSelector =
  'button, input[type="submit"], input[type="button"], input[type="reset"], [role="button"]';

/** The addresses of the links under `scope`, in document order. */
export const hrefsOf = (scope: ParentNode, selector = linkSelector) =>
  [...scope.querySelectorAll(selector)].map((link) => link.getAttribute("href"));

/** The page's footer landmark (`getByRole('contentinfo')`): a footer outside any article, aside, main, nav or section. */
export function siteFooter(document: Document): Element {
  const footers = [...document.querySelectorAll("footer")].filter(
    (footer) => !footer.parentElement?.closest("article, aside, main, nav, section"),
  );
  if (footers.length !== 1) throw new Error(`${footers.length} footer landmarks, expected 1`);
  return footers[0];
}

/** Not drawn for a sighted visitor: inside a hidden element, or shown only to screen readers. */
export const isHidden = (element: Element) =>
  element.closest("[hidden], .sr-only, .invisible") !== null;

/** The leaf-most elements whose whole text is `text` (what `getByText(text, { exact: true })` finds). */
export const withText = (scope: Element, text: string) =>
  [...scope.querySelectorAll("*")].filter(
    (element) =>
      visibleText(element) === text &&
      ![...element.children].some((child) => visibleText(child) === text),
  );

/** As withText, leaving out what a sighted visitor is not shown. */
export const shownText = (scope: Element, text: string) =>
  withText(scope, text).filter((element) => !isHidden(element));

/** The addresses of the links under `scope` named `name`. */
export const hrefsNamed = (scope: ParentNode, name: string | RegExp) =>
  named(scope, linkSelector, name).map((link) => link.getAttribute("href"));
