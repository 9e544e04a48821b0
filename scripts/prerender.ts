/**
 * Writes every route of the route table as its own HTML file, so pages,
 * titles and link previews work before (and without) JavaScript. Runs after
 * the client build and the server build of src/entry-server.tsx.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type * as EntryServer from "../src/entry-server";
import { earlySearchMarks } from "../src/boot/early-search-marks.ts";
import { styleMarks } from "../src/boot/style-marks.ts";
import { site } from "../src/content/site.ts";
import { chunkManifest, outDir, routesManifest, ssrOutDir } from "./build-paths.ts";
import { codeLists, readChunkManifest } from "./chunk-manifest.ts";
import { writeOgImages } from "./og/render.ts";
import { classesOf, criticalCss, sharedAtRules } from "./critical-css.ts";
import { buildHeadersFile, contentSecurityPolicy, inlineScriptsOf } from "./security-headers";

type ServerEntry = typeof EntryServer;

const distDir = path.resolve(outDir);
const serverEntry = pathToFileURL(path.resolve(ssrOutDir, "entry-server.js")).href;
const { render, listRoutePaths, buildSiteFiles, routeFamily, pageSource } = (await import(
  serverEntry
)) as ServerEntry;

const supabaseUrl = process.env.VITE_SUPABASE_URL || undefined;
if (!supabaseUrl) {
  console.warn(
    "Warning: VITE_SUPABASE_URL is not set, so the forms of this build cannot store anything (see .env.example).",
  );
}

const rawTemplate = readFileSync(path.join(distDir, "index.html"), "utf8");
const inlineScripts = inlineScriptsOf(rawTemplate);

/** The site's stylesheet, which each page gets as its family's part of it (scripts/critical-css.ts). */
const stylesheetLink = rawTemplate.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
if (!stylesheetLink) throw new Error("Prerender: index.html links no stylesheet");
const [stylesheetTag, stylesheetUrl] = stylesheetLink;
const stylesheet = readFileSync(path.join(distDir, stylesheetUrl), "utf8");

const chunks = readChunkManifest(path.join(distDir, ".vite", "manifest.json"));

/**
 * The app's code, as lists of files in one JSON file named by its contents, like the code it
 * lists (so a cached one never names another build's files). The boot reads it once the page
 * has loaded and painted, then fetches the page's files at low priority (src/boot/boot.ts); the
 * router reads a page's list before moving to it (src/boot/page-code.ts).
 */
const lists = codeLists(chunks);
const codeListsJson = JSON.stringify(lists);
const codeListsHash = createHash("sha256").update(codeListsJson).digest("base64url").slice(0, 8);
const codeListsUrl = `/assets/code-lists-${codeListsHash}.json`;
writeFileSync(path.join(distDir, codeListsUrl), codeListsJson);

/**
 * Names the code lists' file and the page's module in the list. In a <meta>, not as <link>
 * preloads: links in the head start their requests before the stylesheet's and cost
 * Lighthouse's mobile model about 1.5 s of LCP.
 */
function appCode(routePath: string): string {
  const source = pageSource(routePath) ?? "";
  if (source && !lists.pages[source])
    throw new Error(`Prerender: ${routePath}'s page module ${source} has no code list`);
  return `<meta name="app-code" content="${codeListsUrl}" data-page="${source}" data-stylesheet="${stylesheetUrl}" />`;
}

/**
 * The typeface's preload, which goes to `_headers` as a `Link` header: the browser starts it
 * when the page's response arrives, and the parser's first task, which a phone spends on the
 * whole head at once, no longer does (hosts without `_headers` find the face in the sheet).
 */
const fontPreload = rawTemplate.match(
  /(?:<!--[^>]*-->\s*)?<link\s+rel="preload"\s+href="([^"]+)"\s+as="font"[^>]*>\s*/,
);
if (!fontPreload) throw new Error("Prerender: index.html preloads no typeface");
const [fontPreloadTag, fontUrl] = fontPreload;

/**
 * The page in the template: the shared part of the stylesheet in the head, its family's part
 * first in the body, its head, its code. The family's part (38–59 KB) is parsed in a task of
 * its own that way, not with the head's scripts and requests: together they ran past 50 ms
 * on a phone before the first paint. Nothing of the page comes before it, so nothing is ever
 * drawn without it.
 */
function fillTemplate(page: RenderedPage): string {
  return rawTemplate
    .replace(fontPreloadTag, "")
    .replace(stylesheetTag, () => `<style ${styleMarks.shared}>${sharedSheet}</style>`)
    .replace("<!--app-head-->", () => `${page.head}\n    ${appCode(page.routePath)}`)
    .replace(
      '<div id="root">',
      () =>
        `<style ${styleMarks.page}>${familySheets.get(page.family)}</style>\n    <div id="root">`,
    )
    .replace("<!--app-html-->", () => page.html);
}

/**
 * A listing's items for its search before the app (EarlySearchSource,
 * src/components/resources/early-search.tsx) go to a file of their own beside the page, which
 * the boot reads once the page has loaded: in the page they made the blog's HTML 17.8 KB gzip,
 * past the first round trip (mobile Lighthouse: LCP 1.36 s to 1.52 s).
 */
function moveEarlySearchItems(html: string, routePath: string): string {
  const mark = earlySearchMarks.source;
  const source = new RegExp(`<template ${mark}=""([^>]*)>([\\s\\S]*?)<\\/template>`);
  const match = html.match(source);
  if (!match) return html;
  const [, attributes, items] = match;
  if (items.includes("<template")) throw new Error(`Prerender: a template in ${routePath}'s items`);
  const url = `${routePath.replace(/\/$/, "")}/early-search.html`;
  writeFileSync(path.join(distDir, url), items);
  return html.replace(source, `<template ${mark}=""${attributes} data-src="${url}"></template>`);
}

function outputFile(routePath: string): string {
  return path.join(distDir, routePath, "index.html");
}

/** The text of the page's one `h1`, as a visitor reads it. */
function headingOf(html: string): string {
  const inner = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
  return inner
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

type RenderedPage = { routePath: string; family: string; html: string; head: string };

const paths = await listRoutePaths();
const manifest: { path: string; title: string; family: string; heading: string }[] = [];
const pages: RenderedPage[] = [];

for (const routePath of paths) {
  const { html, head, notFound, title } = await render(routePath);
  if (notFound)
    throw new Error(`Prerender: ${routePath} is in the route table but renders the 404 page`);
  // A page whose content could not render comes out without its heading; it never ships.
  if (!headingOf(html))
    throw new Error(
      `Prerender: ${routePath} renders an empty page (no h1). Run \`npm run check:content\` for the content error behind it.`,
    );
  const family = routeFamily(routePath);
  pages.push({ routePath, family, html, head });
  manifest.push({ path: routePath, title, family, heading: headingOf(html) });
}

const notFoundPage = await render("/404");
if (!notFoundPage.notFound) throw new Error("Prerender: /404 should render the 404 page");
pages.push({ routePath: "/404", family: "404", html: notFoundPage.html, head: notFoundPage.head });

/**
 * One stylesheet per family of pages (the route they share, e.g. /resources/blog/:slug), from
 * the classes of all its pages, the items of a listing's search included: a handful of sheets,
 * each allowed by its hash in the Content-Security-Policy, the same on every page so that
 * moving to another page before the app (src/boot/static-navigation.ts) can add its own.
 */
const familyClasses = new Map<string, Set<string>>();
for (const { family, html } of pages) {
  const classes = familyClasses.get(family) ?? new Set<string>();
  for (const name of classesOf(html)) classes.add(name);
  familyClasses.set(family, classes);
}
// The typeface, registered properties and animations, the same for every family, in a sheet
// of their own that showing another page before the app leaves in place.
const [sharedSheet, classRules] = sharedAtRules(stylesheet);
const familySheets = new Map(
  [...familyClasses].map(([family, classes]) => [family, criticalCss(classRules, classes)]),
);
const inlineStyles = [sharedSheet, ...new Set(familySheets.values())];
for (const page of pages) {
  const notFound = page.family === "404";
  const file = notFound ? path.join(distDir, "404.html") : outputFile(page.routePath);
  mkdirSync(path.dirname(file), { recursive: true });
  const html = notFound ? page.html : moveEarlySearchItems(page.html, page.routePath);
  writeFileSync(file, fillTemplate({ ...page, html }));
}

// A link preview per route and for the 404 page, drawn from its title (unchanged ones come
// from a cache).
const ogStarted = performance.now();
const siteHost = new URL(process.env.VITE_SITE_URL || site.url).host.replace(/^www\./, "");
const previewed = [...manifest, { path: "/404", title: notFoundPage.title }];
const previews = await writeOgImages(previewed, distDir, siteHost);
const ogSummary = `${previewed.length} link previews (${previews.drawn} drawn, ${previews.cached} from the cache) in ${((performance.now() - ogStarted) / 1000).toFixed(1)} s`;

const siteFiles = {
  ...buildSiteFiles(paths),
  _headers: buildHeadersFile(
    contentSecurityPolicy({ inlineScripts, inlineStyles, supabaseUrl }),
    `<${fontUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
  ),
};
for (const [name, contents] of Object.entries(siteFiles)) {
  writeFileSync(path.join(distDir, name), contents);
}

// For the end-to-end tests: the list of pages they visit, straight from the route table.
mkdirSync(path.dirname(routesManifest), { recursive: true });
renameSync(path.join(distDir, ".vite", "manifest.json"), chunkManifest);
rmSync(path.join(distDir, ".vite"), { recursive: true, force: true });
writeFileSync(routesManifest, `${JSON.stringify(manifest, null, 2)}\n`);

console.log(`Prerendered ${paths.length} routes and 404.html into ${outDir}/, with ${ogSummary}`);
