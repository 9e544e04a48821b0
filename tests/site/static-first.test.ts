import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formNotices } from "../../src/content/forms";
import { matchRoute, routes } from "../../src/routes";
import { builtPage, builtRoutes, servedFile, visibleText } from "./build";

/**
 * What each page asks of the browser before the visitor acts (README, "How pages stay fast"):
 * one small module script, and a list of the app's code for the boot to fetch once the page
 * has loaded. And what it says to a browser without JavaScript.
 */
const paths = [...builtRoutes().map((route) => route.path), "/404"];

describe.each(paths)("%s as first served", (urlPath) => {
  const document = builtPage(urlPath);

  it("runs one module script, the boot, fetches nothing else of the app while it loads, and names the app's code for later: files that exist, its page's own chunk among them", () => {
    const scripts = [...document.querySelectorAll("script[src]")];
    expect(scripts.map((script) => script.getAttribute("type"))).toEqual(["module"]);
    expect(document.querySelectorAll("link[rel=modulepreload], link[rel=prefetch]")).toHaveLength(
      0,
    );
    const hrefs = (
      document.querySelector("meta[name=app-code]")?.getAttribute("content") ?? ""
    ).split(" ");
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(servedFile(href), href).toBeDefined();
    const files = hrefs.map((href) => path.basename(href));
    expect(files.some((file) => file.startsWith("main-"))).toBe(true);
    // Code only a click needs stays out: PDFs, the SDK zip, the backend client.
    expect(files.filter((file) => /^(pdf-lib|fflate|supabase|index\.es)/.test(file))).toEqual([]);
    // The header menus' code, fetched beside it: files that exist, none listed twice.
    const menuFiles = (
      document.querySelector("meta[name=menu-code]")?.getAttribute("content") ?? ""
    ).split(" ");
    for (const href of menuFiles) expect(servedFile(href), href).toBeDefined();
    expect(menuFiles.some((href) => href.includes("/shell-menus-radix-"))).toBe(true);
    expect(menuFiles.filter((href) => hrefs.includes(href))).toEqual([]);
    const page = matchRoute(urlPath)?.route.page.source;
    if (page) {
      const chunk = path.basename(page, ".tsx");
      expect(
        files.some((file) => file.startsWith(`${chunk}-`)),
        page,
      ).toBe(true);
    }
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

describe("the code lists for moving between pages inside the app (/page-code.json)", () => {
  const file = servedFile("/page-code.json");
  const lists = JSON.parse(file ? readFileSync(file, "utf8") : "{}") as Record<string, string[]>;

  it.each([...new Set(routes.map((route) => route.page.source))])(
    "lists %s: files that exist, its own chunk among them",
    (source) => {
      const hrefs = lists[source] ?? [];
      for (const href of hrefs) expect(servedFile(href), href).toBeDefined();
      const chunk = path.basename(source, ".tsx");
      expect(hrefs.some((href) => path.basename(href).startsWith(`${chunk}-`))).toBe(true);
    },
  );
});
