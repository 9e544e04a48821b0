import { describe, expect, it } from "vitest";
import {
  builtPage,
  buttonSelector,
  hrefsNamed,
  linkSelector,
  named,
  shownText,
  visibleText,
} from "./build";

/**
 * The documentation page and the API documentation as first served. The browser suite
 * (e2e/docs.spec.ts) keeps searching, the jumps that need layout, copying, the SDK download
 * and axe with search results open.
 */

const docsPath = "/resources/documentation";
const apiPath = "/resources/docs/api-documentation";

describe("the prerendered documentation page", () => {
  const document = builtPage(docsPath);
  const byId = (id: string) => document.getElementById(id)!;

  it("has the search box with its placeholder", () => {
    const search = named(document, 'input[type="search"]', "Search documentation");
    expect(search).toHaveLength(1);
    expect(search[0].getAttribute("placeholder")).toBe("Search documentation...");
  });

  it("has six Quick Access tiles and four categories with real targets", () => {
    const tiles = byId("quick-access");
    const expected: [string, string][] = [
      ["API Reference", apiPath],
      ["SDK Downloads", `${apiPath}#sdk`],
      ["System Status", `${docsPath}#system-status`],
      ["Release Notes", `${docsPath}#release-notes`],
      ["Community Forum", "/contact"],
      ["Support Portal", "/contact"],
    ];
    for (const [name, href] of expected) expect(hrefsNamed(tiles, name), name).toEqual([href]);

    const categories = byId("categories");
    for (const [name, count] of [
      ["API Documentation", "45 guides"],
      ["Implementation Guides", "32 guides"],
      ["Technical Specifications", "28 documents"],
      ["Video Tutorials", "67 videos"],
    ]) {
      expect(shownText(categories, count), count).toHaveLength(1);
      const heading = [...categories.querySelectorAll("h2, h3")].filter(
        (element) => visibleText(element) === name,
      );
      expect(heading, name).toHaveLength(1);
      expect(heading[0].querySelectorAll(linkSelector), name).toHaveLength(1);
    }
  });

  it("shows six popular guides, each titled by its one link to a section that exists, with 'Read Guide' shown", () => {
    const guides = byId("popular-guides");
    const items = [...guides.querySelectorAll("li")];
    expect(items).toHaveLength(6);
    expect(guides.querySelectorAll(linkSelector)).toHaveLength(6);
    const titleLinks = [...guides.querySelectorAll("h3 a[href]")];
    expect(titleLinks).toHaveLength(6);
    expect(shownText(guides, "Read Guide")).toHaveLength(6);
    for (const link of titleLinks) {
      const url = new URL(link.getAttribute("href")!, "http://site");
      expect([docsPath, apiPath], visibleText(link)).toContain(url.pathname);
      if (url.hash)
        expect(
          builtPage(url.pathname).getElementById(url.hash.slice(1)),
          visibleText(link),
        ).not.toBeNull();
    }
    const gettingStarted = items.find((item) => /Getting Started/.test(visibleText(item)))!;
    expect(gettingStarted.querySelector("a")!.getAttribute("href")).toBe(apiPath);
  });

  it("has 'Contact Support' going to /contact and a 'Download SDK' button", () => {
    expect(hrefsNamed(byId("support"), "Contact Support")).toEqual(["/contact"]);
    expect(named(document, buttonSelector, "Download SDK").length).toBeGreaterThan(0);
  });
});

describe("the prerendered API documentation", () => {
  const document = builtPage(apiPath);
  const byId = (id: string) => document.getElementById(id)!;

  it("documents the eight endpoints with method and path, and links back to the documentation", () => {
    expect(hrefsNamed(document, "Back to Documentation")).toEqual([docsPath]);
    const shown = [...byId("endpoints").querySelectorAll("article")].map((item) =>
      [item.querySelector("span")?.textContent, item.querySelector("code")?.textContent].join(" "),
    );
    expect(shown).toEqual([
      "POST /v1/automation/create",
      "GET /v1/automation/{id}",
      "PUT /v1/automation/{id}/update",
      "DELETE /v1/automation/{id}",
      "GET /v1/analytics/metrics",
      "GET /v1/analytics/reports",
      "POST /v1/campaigns/create",
      "GET /v1/campaigns/{id}/performance",
    ]);
  });

  it("lists the error statuses and the two rate limits", () => {
    const errors = byId("error-handling");
    for (const status of ["200", "400", "401", "403", "404", "500"])
      expect(shownText(errors, `Status ${status}`), status).toHaveLength(1);
    const limits = visibleText(byId("rate-limits"));
    expect(limits).toContain("100 requests per minute");
    expect(limits).toContain("1000 requests per minute");
  });

  it("has a table of contents of seven links, each to a section of the page", () => {
    const toc = named(document, "nav", /^On this page$/i);
    expect(toc).toHaveLength(1);
    const links = [...toc[0].querySelectorAll(linkSelector)];
    expect(links).toHaveLength(7);
    for (const link of links)
      expect(document.getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull();
    expect(hrefsNamed(toc[0], "Rate Limits")).toEqual(["#rate-limits"]);
  });

  it("has the SDK section with its heading and a 'Download SDK' button", () => {
    const sdk = byId("sdk");
    expect([...sdk.querySelectorAll("h2")].map(visibleText)).toEqual(["SDK"]);
    expect(named(sdk, buttonSelector, "Download SDK")).toHaveLength(1);
  });
});
