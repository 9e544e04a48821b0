import { describe, expect, it } from "vitest";
import { whitePaperAiRoiGuide } from "@/content/resources/white-papers/ai-roi-guide";
import {
  featuredWhitePaper,
  whitePapers,
  whitePapersPage,
} from "@/content/resources/white-papers/white-papers";
import { routes } from "@/routes";
import { matchPath } from "react-router-dom";

const isRoute = (href: string) =>
  routes.some((route) => matchPath({ path: route.path, end: true }, href.split("#")[0] || "/"));

describe("the white paper library", () => {
  it("holds six papers with every field filled and a rating between 4.5 and 4.9", () => {
    expect(whitePapers).toHaveLength(6);
    for (const paper of whitePapers) {
      for (const field of [
        "slug",
        "title",
        "description",
        "category",
        "author",
        "publishDate",
        "downloadCount",
        "href",
      ] as const) {
        expect(paper[field].trim(), `${paper.slug}.${field}`).not.toBe("");
      }
      expect(paper.rating).toBeGreaterThanOrEqual(4.5);
      expect(paper.rating).toBeLessThanOrEqual(4.9);
      expect(Number.isInteger(paper.pages) && paper.pages > 0).toBe(true);
      expect(paper.downloadCount).toMatch(/^\d{1,3}(,\d{3})*$/);
    }
  });

  it("gives each paper a unique slug and a download link to the AI ROI white paper page", () => {
    expect(new Set(whitePapers.map((paper) => paper.slug)).size).toBe(6);
    for (const paper of whitePapers) expect(paper.href).toBe("/resources/whitepapers/ai-roi-guide");
  });

  it("files every paper under one of the category chips", () => {
    for (const paper of whitePapers)
      expect(whitePapersPage.library.categories).toContain(paper.category);
  });

  it("has the eight category chips of the specification, in order", () => {
    expect([whitePapersPage.library.allLabel, ...whitePapersPage.library.categories]).toEqual([
      "All Papers",
      "Implementation Guide",
      "Business Value",
      "Healthcare",
      "Ethics & Governance",
      "Manufacturing",
      "Financial Services",
      "No-Code",
    ]);
  });
});

describe("the featured white paper", () => {
  it("shows 50 pages, 5,247 downloads and a 4.9 rating, with an abstract and a 'Download Free' button", () => {
    expect(featuredWhitePaper.pages).toBe(50);
    expect(featuredWhitePaper.downloadCount).toBe("5,247");
    expect(featuredWhitePaper.rating).toBe(4.9);
    expect(featuredWhitePaper.abstract.length).toBeGreaterThan(200);
    expect(whitePapersPage.featured.downloadLabel).toBe("Download Free");
  });

  it("downloads a document with the paper's title and several chapters", () => {
    expect(featuredWhitePaper.document.title).toBe(featuredWhitePaper.title);
    expect(featuredWhitePaper.document.sections.length).toBeGreaterThanOrEqual(4);
  });

  it("is not one of the six library papers", () => {
    expect(whitePapers.map((paper) => paper.title)).not.toContain(featuredWhitePaper.title);
  });
});

describe("the white papers listing copy", () => {
  it("uses the specification's placeholder, closing box labels and targets", () => {
    expect(whitePapersPage.search.placeholder).toBe("Search white papers...");
    expect(whitePapersPage.closing.actions).toEqual([
      { label: "Join Research Community", href: "/contact" },
      { label: "Browse All Resources", href: "/resources" },
    ]);
  });

  it("has a meta description of 50 to 160 characters", () => {
    expect(whitePapersPage.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(whitePapersPage.meta.description.length).toBeLessThanOrEqual(160);
  });
});

describe("the AI ROI white paper page", () => {
  const page = whitePaperAiRoiGuide;

  it("is free, 45 pages, links back to the listing and asks for custom analysis on /contact", () => {
    expect(page.hero.badges).toEqual(expect.arrayContaining(["Free", "45 pages"]));
    expect(page.backLink.href).toBe("/resources/white-papers");
    expect(page.cta.actions[0]).toEqual({ label: "Request Custom Analysis", href: "/contact" });
    expect(page.executiveSummary.previewLabel).toBe("Preview Content");
  });

  it("downloads a document whose first chapter is the executive summary 'Preview Content' shows", () => {
    const [first] = page.document.sections;
    expect(first.heading).toBe(page.executiveSummary.title);
    expect(first.paragraphs).toEqual(page.executiveSummary.paragraphs);
    expect(page.document.title).toBe(page.hero.title);
  });

  it("lists the document's chapters (after the summary, before the conclusion) as 'What's inside'", () => {
    const headings = page.document.sections.map((section) => section.heading);
    expect(page.contents.chapters.map((chapter) => chapter.title)).toEqual(headings.slice(1, -1));
  });

  it("shows four key stats with a value and label each", () => {
    expect(page.keyStats.items).toHaveLength(4);
    for (const stat of page.keyStats.items) {
      expect(stat.value).not.toBe("");
      expect(stat.label).not.toBe("");
    }
  });

  it("has a meta description of 50 to 160 characters", () => {
    expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });
});

describe("white paper links", () => {
  it("all lead to pages of the route table", () => {
    const hrefs = [
      ...whitePapers.map((paper) => paper.href),
      featuredWhitePaper.href,
      ...whitePapersPage.closing.actions.map((action) => action.href),
      whitePaperAiRoiGuide.backLink.href,
      ...whitePaperAiRoiGuide.cta.actions.map((action) => action.href),
    ];
    for (const href of hrefs) expect(isRoute(href), href).toBe(true);
  });
});
