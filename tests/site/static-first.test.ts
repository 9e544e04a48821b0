import path from "node:path";
import { describe, expect, it } from "vitest";
import { formNotices } from "../../src/content/forms";
import { matchRoute } from "../../src/routes";
import { builtPage, builtRoutes, servedFile, visibleText } from "./build";

/**
 * What each page asks of the browser before the visitor acts (README, "How pages stay fast"):
 * one small module script, and the app's code as low-priority module preloads, fetched and
 * parsed but not run. And what it says to a browser without JavaScript.
 */
const paths = [...builtRoutes().map((route) => route.path), "/404"];

describe.each(paths)("%s as first served", (urlPath) => {
  const document = builtPage(urlPath);

  it("runs one module script, the boot, and lists the app's code as low-priority module preloads of files that exist, its page's own chunk among them", () => {
    const scripts = [...document.querySelectorAll("script[src]")];
    expect(scripts.map((script) => script.getAttribute("type"))).toEqual(["module"]);
    const preloads = [...document.querySelectorAll("link[rel=modulepreload]")];
    expect(preloads.length).toBeGreaterThan(3);
    for (const link of preloads) {
      const href = link.getAttribute("href") ?? "";
      expect(link.getAttribute("fetchpriority"), href).toBe("low");
      expect(servedFile(href), href).toBeDefined();
    }
    const files = preloads.map((link) => path.basename(link.getAttribute("href") ?? ""));
    expect(files.some((file) => file.startsWith("main-"))).toBe(true);
    // Code only a click needs stays out: PDFs, the SDK zip, the backend client.
    expect(files.filter((file) => /^(pdf-lib|fflate|supabase|index\.es)/.test(file))).toEqual([]);
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
