import { describe, expect, it } from "vitest";
import { featuredWhitePaper, whitePapers } from "@/content/resources/white-papers/white-papers";
import {
  builtPage,
  builtRoutes,
  buttonSelector,
  hrefsNamed,
  isHidden,
  linkSelector,
  named,
  servedFile,
  visibleText,
  withText,
} from "./build";

/**
 * The white papers listing and the papers' pages as first served. The browser suite
 * (e2e/white-papers.spec.ts) keeps filtering, searching, previewing, clicks, downloads, axe in
 * the states a visitor reaches and sideways scrolling.
 */

const LISTING = "/resources/white-papers";
const PAPER = "/resources/whitepapers/ai-roi-guide";

const shownText = (scope: Element, text: string) =>
  withText(scope, text).filter((element) => !isHidden(element));

describe("the prerendered white papers listing", () => {
  const document = builtPage(LISTING);
  const library = document.getElementById("white-paper-library")!;
  const cards = [...library.querySelectorAll("li")].filter((item) => item.querySelector("h3"));

  it("features the implementation playbook with its pages, downloads, rating and 'Download Free' button", () => {
    const featured = document.getElementById("featured-white-paper")!;
    expect(shownText(featured, "50 pages").length).toBeGreaterThan(0);
    expect(shownText(featured, "5,247 downloads").length).toBeGreaterThan(0);
    expect(withText(featured, "Rated 4.9 out of 5").length).toBeGreaterThan(0);
    const download = named(featured, buttonSelector, /^Download Free/);
    expect(download).toHaveLength(1);
    expect(isHidden(download[0])).toBe(false);
    expect(hrefsNamed(featured, featuredWhitePaper.title)).toEqual([featuredWhitePaper.href]);
    expect(featuredWhitePaper.href).toBe(
      "/resources/whitepapers/enterprise-ai-implementation-playbook",
    );
  });

  it("has the eight chips, All Papers pressed, the search box and the six papers", () => {
    const group = named(library, '[role="group"]', "Filter white papers by category")[0];
    const chips = [...group.querySelectorAll(buttonSelector)];
    expect(chips.map(visibleText)).toEqual([
      "All Papers",
      "Implementation Guide",
      "Business Value",
      "Healthcare",
      "Ethics & Governance",
      "Manufacturing",
      "Financial Services",
      "No-Code",
    ]);
    expect(chips.map((chip) => chip.getAttribute("aria-pressed"))).toEqual([
      "true",
      ...chips.slice(1).map(() => "false"),
    ]);
    const search = named(document, 'input[type="search"]', "Search white papers");
    expect(search).toHaveLength(1);
    expect(search[0].getAttribute("placeholder")).toBe("Search white papers...");
    expect(cards.map((card) => visibleText(card.querySelector("h3")!))).toEqual(
      whitePapers.map((paper) => paper.title),
    );
    const count = whitePapers.length;
    expect(shownText(library, `Showing ${count} of ${count} papers`)).toHaveLength(1);
  });

  it("makes every card's title its one link, to that paper's own page", () => {
    const seen = new Set<string>();
    for (const card of cards) {
      const title = visibleText(card.querySelector("h3")!);
      const links = [...card.querySelectorAll(linkSelector)];
      expect(links).toHaveLength(1);
      expect(named(card, linkSelector, title)).toEqual(links);
      const href = links[0].getAttribute("href") ?? "";
      expect(href).toMatch(/^\/resources\/whitepapers\/[a-z0-9-]+$/);
      seen.add(href);
    }
    expect(seen.size).toBe(whitePapers.length);
    expect(seen).toContain(PAPER);
  });

  it("ends with a box linking to /contact and /resources", () => {
    expect(hrefsNamed(document, "Join Research Community")).toEqual(["/contact"]);
    expect(hrefsNamed(document, "Browse All Resources")).toEqual(["/resources"]);
  });
});

describe("the prerendered white paper pages", () => {
  const summaryOf = (document: Document) =>
    named(document, "section, [role='region']", /^Executive Summary$/i);

  it("the AI ROI paper shows the back link, 'Free', '45 pages', four key stats and the custom analysis link", () => {
    const document = builtPage(PAPER);
    const main = document.querySelector("main")!;
    expect(hrefsNamed(document, "Back to White Papers")).toEqual([LISTING]);
    expect(shownText(main, "Free")).toHaveLength(1);
    expect(shownText(main, "45 pages").length).toBeGreaterThan(0);
    expect(document.getElementById("key-stats")!.querySelectorAll("li")).toHaveLength(4);
    expect(hrefsNamed(document, "Request Custom Analysis")).toEqual(["/contact"]);
  });

  it("the AI ROI paper's 'Preview Content' controls the executive summary, which starts hidden", () => {
    const document = builtPage(PAPER);
    const preview = named(document, buttonSelector, "Preview Content");
    expect(preview).toHaveLength(1);
    expect(preview[0].getAttribute("aria-expanded")).toBe("false");
    expect(preview[0].getAttribute("aria-controls")).toBe("executive-summary");
    const summary = summaryOf(document);
    expect(summary).toHaveLength(1);
    expect(summary[0].id).toBe("executive-summary");
    expect(summary[0].hasAttribute("hidden")).toBe(true);
    expect(visibleText(summary[0])).toMatch(/fewer than one in three can say with confidence/);
    expect(
      [...summary[0].querySelectorAll("h3, h4")].map((heading) => visibleText(heading)),
    ).toContainEqual(expect.stringMatching(/^Key takeaways$/i));
  });

  it("the featured paper's page has its title and a 'Preview Content' button", () => {
    const document = builtPage(featuredWhitePaper.href);
    expect(visibleText(document.querySelector("h1")!)).toBe(
      "The Enterprise AI Implementation Playbook",
    );
    expect(named(document, buttonSelector, "Preview Content")).toHaveLength(1);
  });

  it("another paper's page has its own title, pages, stats, chapters and executive summary", () => {
    const document = builtPage("/resources/whitepapers/predictive-maintenance");
    const main = document.querySelector("main")!;
    expect(visibleText(document.querySelector("h1")!)).toBe(
      "Predictive Maintenance with Machine Learning",
    );
    expect(document.title).toMatch(/Predictive Maintenance with Machine Learning/);
    expect(shownText(main, "32 pages").length).toBeGreaterThan(0);
    expect(visibleText(document.getElementById("key-stats")!)).toContain("Less unplanned downtime");
    expect(
      [...document.getElementById("whats-inside")!.querySelectorAll("h3, h4")].map((heading) =>
        visibleText(heading),
      ),
    ).toContain("Failure-Prediction Models");
    const summary = summaryOf(document);
    expect(summary).toHaveLength(1);
    expect(visibleText(summary[0])).toMatch(/Unplanned downtime costs/);
    expect(
      named(document, buttonSelector, "Preview Content")[0].getAttribute("aria-controls"),
    ).toBe(summary[0].id);
  });

  it("an unknown paper has no page, so the host answers with the 404 page", () => {
    const path = "/resources/whitepapers/no-such-paper";
    expect(builtRoutes().map((route) => route.path)).not.toContain(path);
    // The static host (and `vite preview`, scripts/vite-static-host-preview.ts) answers an
    // address without a file with 404.html; pages.test.ts checks that page.
    expect(servedFile(path)).toBeUndefined();
  });
});
