import { describe, expect, it } from "vitest";
import { builtFile, builtPage, builtRoutes, metaContent, servedFile, visibleText } from "./build";

/**
 * Everything a page says before any JavaScript runs, read from the prerendered HTML of every
 * route: what crawlers, link previews and visitors without scripts get. The browser suite
 * (e2e/routes.spec.ts) keeps what needs layout, paint or input.
 */
const routes = builtRoutes();
const routePaths = new Set(routes.map((route) => route.path));

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The schema.org types of a page's JSON-LD blocks (each must parse). */
function structuredDataTypes(document: Document): string[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? "") as { "@type": string })["@type"],
  );
}

const externalIcons =
  "svg.lucide-arrow-up-right, svg.lucide-external-link, svg.lucide-square-arrow-out-up-right, svg.lucide-arrow-up-right-from-square";

/** Internal links that wear an external-link icon (on the link itself or in the same card). */
function internalLinksWithExternalIcon(document: Document): string[] {
  const wrong: string[] = [];
  for (const icon of document.querySelectorAll(externalIcons)) {
    let scope: Element | null = icon;
    while (scope && !scope.querySelector("a[href]") && !scope.closest("a[href]")) {
      scope = scope.parentElement;
    }
    if (!scope) continue;
    const links = [scope.closest("a[href]"), ...scope.querySelectorAll("a[href]")];
    for (const link of links) {
      const href = link?.getAttribute("href") ?? "";
      if (href.startsWith("/") || href.startsWith("#")) wrong.push(href);
    }
  }
  return wrong;
}

/** Links that leave the site without opening a new tab and saying so. */
function externalLinksWithoutHint(document: Document): string[] {
  return [...document.querySelectorAll("a[href^='http']")]
    .filter(
      (link) =>
        link.getAttribute("target") !== "_blank" ||
        !/noopener/.test(link.getAttribute("rel") ?? "") ||
        !/\(opens in a new tab\)/.test(
          `${link.getAttribute("aria-label") ?? ""} ${link.textContent ?? ""}`,
        ),
    )
    .map((link) => link.getAttribute("href") ?? "");
}

/**
 * Text that only a missing value or an unfinished page prints. (`null` is left out: articles
 * on data quality say it.)
 */
const brokenText =
  /\b(undefined|NaN|TODO|TBD|FIXME|[Ll]orem ipsum|[Cc]oming [Ss]oon)\b|\[object Object\]|\{\{|\}\}/;

/**
 * What a visitor reads, each text node apart (block elements run together in textContent),
 * without code samples (the API reference shows `null` in JSON).
 */
function proseText(document: Document): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest("script, style, pre, code, template"))
      texts.push(node.textContent ?? "");
  }
  return texts.join(" ").replace(/\s+/g, " ");
}

it("the build prerendered every page of the specification", () => {
  expect(routes.length).toBeGreaterThanOrEqual(55);
  for (const required of ["/", "/services", "/industries", "/contact", "/resources", "/about"])
    expect(routePaths).toContain(required);
});

describe.each(routes)("the prerendered page $path", ({ path, title, heading }) => {
  const document = builtPage(path);

  it("has its own title, description, canonical address and 1200 by 630 link preview", () => {
    expect(document.title).toBe(title);
    expect(metaContent(document, 'name="description"')).toMatch(/^.{50,160}$/);
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical).toMatch(/^https?:\/\//);
    expect(new URL(canonical!).pathname.replace(/(.)\/$/, "$1")).toBe(path);
    expect(metaContent(document, 'property="og:url"')).toBe(canonical);
    expect(metaContent(document, 'property="og:title"')).toBe(title);

    const image = metaContent(document, 'property="og:image"');
    expect(image).toMatch(/^https?:\/\/[^"]+\/og\/[^"]+\.png$/);
    expect(metaContent(document, 'name="twitter:image"')).toBe(image);
    expect(metaContent(document, 'property="og:image:alt"')).toBe(title);
    expect(pngSize(builtFile(new URL(image!).pathname))).toEqual({ width: 1200, height: 630 });
  });

  it("has one h1, the heading the route table records, and structured data that parses", () => {
    const headings = document.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(visibleText(headings[0])).toBe(heading);
    expect(heading.length).toBeGreaterThan(0);
    const types = structuredDataTypes(document);
    if (path.split("/").filter(Boolean).length >= 2) expect(types).toContain("BreadcrumbList");
    if (path.startsWith("/resources/blog/")) expect(types).toContain("BlogPosting");
    if (path === "/") expect(types).toContain("FAQPage");
  });

  it("links only to pages, files and anchors that exist", () => {
    const broken: string[] = [];
    for (const link of document.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href")!;
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      const url = new URL(href, `http://site${path}`);
      const target = url.pathname.replace(/(.)\/$/, "$1");
      const isPage = routePaths.has(target);
      if (!isPage && !servedFile(url.pathname)) {
        broken.push(href);
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && !(isPage ? builtPage(target) : document).getElementById(hash)) broken.push(href);
    }
    expect(broken).toEqual([]);
  });

  it("marks only links that leave the site as external, and those open a new tab and say so", () => {
    expect(internalLinksWithExternalIcon(document)).toEqual([]);
    expect(externalLinksWithoutHint(document)).toEqual([]);
  });

  it("shows no placeholder or missing value", () => {
    expect(proseText(document).match(brokenText)?.[0]).toBeUndefined();
    for (const image of document.querySelectorAll("img")) {
      expect(image.getAttribute("alt"), image.getAttribute("src") ?? "").not.toBeNull();
      expect(
        servedFile(image.getAttribute("src") ?? ""),
        image.getAttribute("src") ?? "",
      ).toBeDefined();
    }
  });
});

it("no two pages share a title or a link preview", () => {
  const titles = routes.map((route) => route.title);
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  const previews = routes.map(({ path }) => metaContent(builtPage(path), 'property="og:image"'));
  expect(previews.filter((image, index) => previews.indexOf(image) !== index)).toEqual([]);
});

it("404.html is the not-found page, kept out of search results, with a link preview of its own", () => {
  const document = builtPage("/404");
  expect(visibleText(document.querySelector("h1")!)).toBe("Oops! Page not found");
  expect(metaContent(document, 'name="robots"')).toMatch(/noindex/);
  const image = metaContent(document, 'property="og:image"');
  expect(image).toMatch(/\/og\/404\.png$/);
  expect(metaContent(document, 'property="og:image:alt"')).toBe(document.title);
  expect(pngSize(builtFile(new URL(image!).pathname))).toEqual({ width: 1200, height: 630 });
});
