import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { whitePaper as whitePaperAiRoiGuide } from "@/content/resources/white-papers/ai-roi-guide";
import {
  featuredWhitePaper,
  whitePapers,
  whitePapersPage,
} from "@/content/resources/white-papers/white-papers";
import { loadWhitePaper, whitePaperSlugs } from "@/lib/downloads/document-pages";
import { buildPdf } from "@/lib/downloads/pdf";
import { brandFontFiles } from "../lib/pdf-reading";
import { listRoutePaths, routes } from "@/routes";
import { matchPath } from "react-router-dom";

const isRoute = (href: string) =>
  routes.some((route) => matchPath({ path: route.path, end: true }, href.split("#")[0] || "/"));

describe("the white paper library", () => {
  it("holds papers with every field filled and a rating between 4.5 and 4.9", () => {
    expect(whitePapers.length).toBeGreaterThan(0);
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

  it("gives each paper its own slug and its own page, the AI ROI guide among them", () => {
    expect(new Set(whitePapers.map((paper) => paper.slug)).size).toBe(whitePapers.length);
    for (const paper of whitePapers)
      expect(paper.href).toBe(`/resources/whitepapers/${paper.slug}`);
    expect(whitePapers.map((paper) => paper.href)).toContain("/resources/whitepapers/ai-roi-guide");
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

const library = [featuredWhitePaper, ...whitePapers];
const pages = await Promise.all(library.map((paper) => loadWhitePaper(paper.slug)));

describe("every white paper page", () => {
  it("exists for each paper of the library and the featured paper, and for no other slug", () => {
    expect([...whitePaperSlugs].sort()).toEqual(library.map((paper) => paper.slug).sort());
    for (const [index, page] of pages.entries()) expect(page, library[index].slug).toBeDefined();
  });

  it("is prerendered at the paper's own address", async () => {
    const paths = await listRoutePaths();
    for (const paper of library) expect(paths).toContain(paper.href);
  });

  it.each(library.map((paper, index) => [paper.title, paper, index] as const))(
    "%s: the page, its card and its PDF agree on title, author, date and page count",
    (_title, paper, index) => {
      const page = pages[index]!;
      expect(page.hero.title).toBe(paper.title);
      expect(page.document.title).toBe(paper.title);
      expect(page.document.publishDate).toBe(paper.publishDate);
      expect(page.document.author.startsWith(paper.author)).toBe(true);
      expect(page.hero.badges).toEqual(["Free", `${paper.pages} pages`]);
      expect(page.hero.details).toContainEqual({ label: "Published", value: paper.publishDate });
    },
  );

  it.each(library.map((paper, index) => [paper.title, index] as const))(
    "%s: has its own meta, abstract, four stats, chapters and a several-chapter PDF",
    (_title, index) => {
      const page = pages[index]!;
      expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
      expect(page.meta.description.length).toBeLessThanOrEqual(160);
      expect(page.keyStats.items).toHaveLength(4);
      const [summary, ...rest] = page.document.sections;
      expect(summary.heading).toBe(page.executiveSummary.title);
      expect(summary.paragraphs).toEqual(page.executiveSummary.paragraphs);
      expect(page.executiveSummary.takeaways.length).toBeGreaterThanOrEqual(3);
      expect(page.contents.chapters.map((chapter) => chapter.title)).toEqual(
        rest.slice(0, -1).map((section) => section.heading),
      );
      expect(page.contents.chapters.every((chapter) => chapter.description.length > 20)).toBe(true);
      expect(page.document.sections.length).toBeGreaterThanOrEqual(6);
      expect(page.backLink.href).toBe("/resources/white-papers");
      for (const action of page.cta.actions) expect(isRoute(action.href), action.href).toBe(true);
    },
  );

  it("gives every page its own title, description, abstract and stats", () => {
    for (const pick of [
      (page: (typeof pages)[number]) => page!.meta.title,
      (page: (typeof pages)[number]) => page!.meta.description,
      (page: (typeof pages)[number]) => page!.executiveSummary.paragraphs[0],
      (page: (typeof pages)[number]) => page!.keyStats.items[0].label,
    ]) {
      expect(new Set(pages.map(pick)).size).toBe(pages.length);
    }
  });
});

describe("every white paper PDF", () => {
  it.each(whitePaperSlugs)(
    "builds %s as a PDF of at least three pages with the document's title and author",
    async (slug) => {
      const page = await loadWhitePaper(slug);
      if (!page) throw new Error(`No page for ${slug}`);
      const parsed = await PDFDocument.load(
        await buildPdf(page.document, { fontFiles: brandFontFiles }),
      );
      expect(parsed.getPageCount()).toBeGreaterThanOrEqual(3);
      expect(parsed.getTitle()).toBe(page.document.title);
      expect(parsed.getAuthor()).toBe(page.document.author);
    },
  );
});
