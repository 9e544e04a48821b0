import { describe, expect, it } from "vitest";
import { featuredStudy, researchStudies } from "@/content/resources/research/research";
import {
  builtPage,
  builtRoutes,
  buttonSelector,
  hrefsNamed,
  linkSelector,
  named,
  servedFile,
  shownText,
  visibleText,
} from "./build";

/**
 * The research listing and the study reports as first served. The browser suite
 * (e2e/research.spec.ts) keeps filtering, searching, the panel toggle, clicks, downloads,
 * axe in the filtered states and sideways scrolling.
 */

const LISTING = "/resources/research";
const REPORT = "/resources/research/enterprise-ai-adoption-trends";

describe("the prerendered research listing", () => {
  const document = builtPage(LISTING);
  const library = document.getElementById("research-library")!;
  const cards = [...library.querySelectorAll("li")].filter((item) => item.querySelector("h3"));

  it("shows the featured study with its sample size, methodology and five key findings, and the six studies", () => {
    const featured = document.getElementById("featured-study")!;
    expect(shownText(featured, "1,547 enterprises").length).toBeGreaterThan(0);
    expect(featuredStudy.sampleSize).toBe("1,547 enterprises");
    const headings = [...featured.querySelectorAll("h1, h2, h3, h4, h5, h6")].map(visibleText);
    expect(headings.filter((text) => /^Methodology$/i.test(text))).toHaveLength(1);
    expect(headings.filter((text) => /^Key findings$/i.test(text))).toHaveLength(1);
    expect([...featured.querySelectorAll("li")].map(visibleText)).toEqual(
      featuredStudy.keyFindings,
    );
    expect(featuredStudy.keyFindings).toHaveLength(5);
    expect(cards.map((card) => visibleText(card.querySelector("h3")!))).toEqual(
      researchStudies.map((study) => study.title),
    );
    const count = researchStudies.length;
    expect(visibleText(library)).toContain(`Showing ${count} of ${count} studies`);
  });

  it("shows the category buttons and, in the closed Advanced Filter panel, the type buttons, the first of each pressed", () => {
    const group = (name: string) => named(library, '[role="group"]', name)[0];
    const categories = [...group("Category").querySelectorAll(buttonSelector)];
    expect(categories.map(visibleText)).toEqual([
      "All Research",
      "Market Research",
      "Automation",
      "Healthcare",
      "Financial Services",
      "Manufacturing",
      "Ethics & Governance",
      "Small Business",
    ]);
    expect(categories.map((button) => button.getAttribute("aria-pressed"))).toEqual([
      "true",
      ...categories.slice(1).map(() => "false"),
    ]);

    const toggle = named(library, buttonSelector, "Advanced Filter");
    expect(toggle).toHaveLength(1);
    expect(toggle[0].getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(toggle[0].getAttribute("aria-controls") ?? "")!;
    expect(panel).not.toBeNull();
    expect(panel.hasAttribute("hidden")).toBe(true);
    const types = [...group("Study type").querySelectorAll(buttonSelector)];
    expect(panel.contains(types[0])).toBe(true);
    expect(types.map(visibleText)).toEqual([
      "All Types",
      "Market Analysis",
      "Benchmark Study",
      "Industry Analysis",
      "Sector Research",
      "Impact Study",
      "Governance Study",
    ]);
    expect(types.map((button) => button.getAttribute("aria-pressed"))).toEqual([
      "true",
      ...types.slice(1).map(() => "false"),
    ]);
  });

  it("has the search box and the 'Custom Research Services' box linking to /contact and /resources", () => {
    const search = named(document, 'input[type="search"]', "Search research");
    expect(search).toHaveLength(1);
    expect(search[0].getAttribute("placeholder")).toBe("Search research...");
    const box = document.getElementById("custom-research-services")!;
    expect(visibleText(box.querySelector("h2")!)).toBe("Custom Research Services");
    expect(
      [...box.querySelectorAll(linkSelector)].map((link) => link.getAttribute("href")),
    ).toEqual(["/contact", "/resources"]);
  });

  it("makes every card's title its one link, to that study's own report, with 'Access Research' shown on the card", () => {
    const seen = new Set<string>();
    for (const card of cards) {
      const title = visibleText(card.querySelector("h3")!);
      const links = [...card.querySelectorAll(linkSelector)];
      expect(links).toHaveLength(1);
      expect(named(card, linkSelector, title)).toEqual(links);
      expect(shownText(card, "Access Research"), title).toHaveLength(1);
      const href = links[0].getAttribute("href") ?? "";
      expect(href).toMatch(/^\/resources\/research\/[a-z0-9-]+$/);
      seen.add(href);
    }
    expect(seen.size).toBe(researchStudies.length);
    expect(seen).toContain(REPORT);
    expect(hrefsNamed(document.getElementById("featured-study")!, featuredStudy.title)).toEqual([
      featuredStudy.href,
    ]);
  });
});

describe("the prerendered research reports", () => {
  const findings = (document: Document) =>
    [...document.getElementById("findings")!.querySelectorAll("li")].length;
  const shown = (document: Document, text: string) =>
    shownText(document.querySelector("main")!, text).length;

  it("the enterprise AI adoption report has the back link, 85 pages, methodology, six findings and the custom research link", () => {
    const document = builtPage(REPORT);
    expect(hrefsNamed(document, "Back to Research")).toEqual([LISTING]);
    expect(shown(document, "85 pages")).toBeGreaterThan(0);
    const h2s = [...document.querySelectorAll("h2")].map(visibleText);
    expect(h2s.filter((text) => /^Methodology$/i.test(text))).toHaveLength(1);
    expect(h2s.filter((text) => /^Key findings$/i.test(text))).toHaveLength(1);
    expect(findings(document)).toBe(6);
    expect(hrefsNamed(document, "Request Custom Research")).toEqual(["/contact"]);
  });

  it("the featured study's report has its five findings", () => {
    const document = builtPage(featuredStudy.href);
    expect(visibleText(document.querySelector("h1")!)).toBe("Global AI Automation Benchmark 2024");
    expect(findings(document)).toBe(5);
  });

  it("another study's report has its own title, highlights, methodology and findings", () => {
    const document = builtPage("/resources/research/ai-in-healthcare-operations-2024");
    expect(visibleText(document.querySelector("h1")!)).toBe("AI in Healthcare Operations 2024");
    expect(document.title).toMatch(/AI in Healthcare Operations 2024/);
    expect(shown(document, "56 pages")).toBeGreaterThan(0);
    expect([...document.querySelectorAll("h2")].map(visibleText)).toContain("Methodology");
    expect(shown(document, "28 follow-up interviews")).toBe(1);
    expect(
      [...document.getElementById("findings")!.querySelectorAll("h1, h2, h3, h4")].map((heading) =>
        visibleText(heading).toLowerCase(),
      ),
    ).toContain("ambient documentation gives time back");
  });

  it("an unknown study has no page, so the host answers with the 404 page", () => {
    const path = "/resources/research/no-such-study";
    expect(builtRoutes().map((route) => route.path)).not.toContain(path);
    // The static host (and `vite preview`, scripts/vite-static-host-preview.ts) answers an
    // address without a file with 404.html; pages.test.ts checks that page.
    expect(servedFile(path)).toBeUndefined();
  });
});
