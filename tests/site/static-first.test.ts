import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { formNotices } from "../../src/content/forms";
import { matchRoute, routes } from "../../src/routes";
import type { CodeLists } from "../../src/boot/page-code";
import { chunkManifest, outDir } from "../../scripts/build-paths.ts";
import { entryKey, readChunkManifest, staticClosure } from "../../scripts/chunk-manifest.ts";
import { scriptHash } from "../../scripts/security-headers.ts";
import { builtPage, builtRoutes, servedFile, visibleText } from "./build";

/**
 * The boot's size budget, gzip level 9: what every page runs while it loads. It holds the boot
 * (src/boot/), the plain helpers it shares with the app (search text, links) and Vite's
 * import helper; 5.0 KB before the lifecycle, 5.1 KB with it, 6.0 KB with the theme menu's
 * choice before the app (src/boot/theme-choice.ts and the theme helpers it shares), which
 * spares a reader the app's 150 KB, 6.5 KB once a tapped page went in a part at a time, and
 * 6.8 KB once it was shown as its HTML arrives (src/boot/static-navigation.ts), which took a
 * phone's link taps 30-120 ms sooner (docs/loading.md).
 */
const bootBudgetBytes = 7 * 1024;

/**
 * What each page asks of the browser before the visitor acts (docs/loading.md):
 * one small module script, and the name of the file listing the app's code, for the boot to
 * fetch once the page has painted. And what it says to a browser without JavaScript.
 */
const paths = [...builtRoutes().map((route) => route.path), "/404"];

const appCodeMeta = (urlPath: string) =>
  builtPage(urlPath).querySelector("meta[name=app-code]")?.getAttribute("content") ?? "";
const codeListsUrl = appCodeMeta("/");
const listsFile = servedFile(codeListsUrl);
const lists = JSON.parse(listsFile ? readFileSync(listsFile, "utf8") : "{}") as CodeLists;
// The whole stylesheet, which the app adds when it takes over (src/boot/page-code.ts).
const wholeStylesheetUrl =
  builtPage("/").querySelector("meta[name=app-code]")?.getAttribute("data-stylesheet") ?? "";
const wholeStylesheet = readFileSync(servedFile(wholeStylesheetUrl)!, "utf8");
const headersFile = readFileSync(path.join(outDir, "_headers"), "utf8");
const parseFragment = (html: string) => [
  ...new DOMParser().parseFromString(html, "text/html").querySelectorAll("[class]"),
];

describe.each(paths)("%s as first served", (urlPath) => {
  const document = builtPage(urlPath);

  it("runs one module script, the boot, fetches nothing else of the app while it loads, and names the app's code for later: a lists file of the build and its page's module, whose list holds its own chunk", () => {
    const scripts = [...document.querySelectorAll("script[src]")];
    expect(scripts.map((script) => script.getAttribute("type"))).toEqual(["module"]);
    expect(document.querySelectorAll("link[rel=modulepreload], link[rel=prefetch]")).toHaveLength(
      0,
    );
    const meta = document.querySelector("meta[name=app-code]");
    expect(meta?.getAttribute("content")).toBe(codeListsUrl);
    // The 404 page's own code comes with the core (src/main.tsx draws it for any unknown path).
    const page = matchRoute(urlPath)?.route.page.source ?? "";
    expect(meta?.getAttribute("data-page")).toBe(page);
    const own = page ? lists.pages[page]! : lists.core;
    const chunk = page ? path.basename(page, ".tsx") : "not-found";
    expect(own.some((href) => path.basename(href).startsWith(`${chunk}-`))).toBe(true);
  });

  it("paints from its HTML: its own part of the stylesheet inline after the part every page shares, both allowed by its policy, styling every class the page and its search's items carry that the whole stylesheet styles", () => {
    expect(document.querySelectorAll("link[rel=stylesheet]")).toHaveLength(0);
    const styles = document.querySelectorAll("style[data-page-style]");
    expect(styles).toHaveLength(1);
    const own = styles[0].textContent ?? "";
    // Before it, the typeface, registered properties and animations every page shares.
    const shared = document.querySelectorAll("style[data-shared-style]");
    expect(shared).toHaveLength(1);
    expect(shared[0].compareDocumentPosition(styles[0])).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(shared[0].textContent).toContain("@font-face");
    // The shared part in the head, the page's first in the body: its parse is a task of its own.
    expect(shared[0].parentElement?.tagName).toBe("HEAD");
    expect(document.body.firstElementChild).toBe(styles[0]);
    // The policy comes as a header only: a <meta> one turns off Chrome's preload scanner.
    expect(document.querySelector("meta[http-equiv=Content-Security-Policy]")).toBeNull();
    const policy = headersFile.match(/Content-Security-Policy: (.*)/)?.[1];
    expect(policy).toMatch(/style-src 'self' /);
    for (const sheet of [own, shared[0].textContent ?? ""])
      expect(policy).toContain(scriptHash(sheet));
    // The page's classes, with those of the items its search shows before the app (a file).
    const itemsUrl = document.querySelector("template[data-src]")?.getAttribute("data-src");
    const items = itemsUrl ? readFileSync(servedFile(itemsUrl)!, "utf8") : "";
    const classes = new Set(
      [...document.querySelectorAll("[class]"), ...parseFragment(items)].flatMap((element) =>
        (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean),
      ),
    );
    const unstyled = [...classes].filter((name) => {
      // The class as a selector, not the start of a longer one (.p-4, not .p-40).
      const escaped = name.replace(/[^\w-]/g, "\\$&");
      const selector = new RegExp(
        `\\.${escaped.replace(/[\\$.*+?()[\]{}|^]/g, "\\$&")}(?![\\w-]|\\\\)`,
      );
      return selector.test(wholeStylesheet) && !selector.test(own);
    });
    expect(unstyled).toEqual([]);
  });

  it("has the typeface preloaded by its response's Link header (_headers), not by a tag its parser must handle first", () => {
    const face = wholeStylesheet.match(/url\((\/assets\/geist-latin-core-[\w-]+\.woff2)\)/)?.[1];
    expect(servedFile(face ?? "")).toBeDefined();
    expect(headersFile).toContain(
      `Link: <${face}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
    );
    expect(document.querySelectorAll("link[rel=preload][as=font]")).toHaveLength(0);
  });

  it("says in every form, only to a browser without JavaScript, that sending needs it", () => {
    const forms = [...document.querySelectorAll("form")].filter(
      (form) => form.getAttribute("role") !== "search",
    );
    expect(forms.length).toBeGreaterThan(0); // the footer's newsletter box at least
    for (const form of forms) {
      const notes = [...form.querySelectorAll("noscript")].map((note) =>
        visibleText(note)
          .replace(/<[^>]+>/g, "")
          .trim(),
      );
      expect(notes).toEqual([formNotices.needsJavaScript]);
    }
  });
});

describe("the app's code lists (the file each page's <meta name=app-code> names)", () => {
  it("is one file of the build, named by its contents", () => {
    expect(codeListsUrl).toMatch(/^\/assets\/code-lists-[\w-]{8}\.json$/);
    expect(new Set(paths.map((urlPath) => appCodeMeta(urlPath)))).toEqual(new Set([codeListsUrl]));
  });

  it("the core: files that exist, src/main.tsx's among them, and none of the code only a click needs (PDFs, the SDK zip, the backend client)", () => {
    expect(lists.core.length).toBeGreaterThan(3);
    for (const href of lists.core) expect(servedFile(href), href).toBeDefined();
    const files = lists.core.map((href) => path.basename(href));
    expect(files.some((file) => file.startsWith("main-"))).toBe(true);
    expect(files.filter((file) => /^(pdf-lib|fflate|supabase|index\.es)/.test(file))).toEqual([]);
  });

  it("the header menus: files that exist, beyond the core", () => {
    for (const href of lists.menus) expect(servedFile(href), href).toBeDefined();
    expect(lists.menus.some((href) => href.includes("/shell-menus-radix-"))).toBe(true);
    expect(lists.menus.filter((href) => lists.core.includes(href))).toEqual([]);
  });

  it.each([...new Set(routes.map((route) => route.page.source))])(
    "lists %s: files that exist beyond the core, its own chunk among them, none of the code only a click needs",
    (source) => {
      const hrefs = lists.pages[source] ?? [];
      for (const href of hrefs) expect(servedFile(href), href).toBeDefined();
      expect(hrefs.filter((href) => lists.core.includes(href))).toEqual([]);
      const files = hrefs.map((href) => path.basename(href));
      const chunk = path.basename(source, ".tsx");
      expect(files.some((file) => file.startsWith(`${chunk}-`))).toBe(true);
      expect(files.filter((file) => /^(pdf-lib|fflate|supabase|index\.es)/.test(file))).toEqual([]);
    },
  );
});

describe("the boot", () => {
  /** What every page runs while it loads: the entry chunk and what it imports statically. */
  const manifest = readChunkManifest(chunkManifest);
  const bootFiles = [...staticClosure(manifest, entryKey(manifest))].map(
    (key) => manifest[key].file,
  );

  it("is one small file within its budget of 7 KB gzip, with nothing of React in it (docs/loading.md)", () => {
    expect(bootFiles).toHaveLength(1);
    const code = readFileSync(path.join(outDir, bootFiles[0]!));
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    expect(gzipBytes, `the boot is ${gzipBytes} B gzip`).toBeLessThanOrEqual(bootBudgetBytes);
    expect(code.toString()).not.toMatch(/react\.element|__SECRET_INTERNALS|hydrateRoot/);
  });
});
