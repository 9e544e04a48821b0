import { PDFDocument } from "pdf-lib";
import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  featuredStudy,
  researchPage,
  researchStudies,
} from "@/content/resources/research/research";
import { researchReport } from "@/content/resources/research/enterprise-ai-adoption-trends";
import { loadResearchReport, researchReportSlugs } from "@/lib/downloads/document-pages";
import { buildPdf } from "@/lib/downloads/pdf";
import { brandFontFiles } from "../lib/pdf-reading";
import { listRoutePaths, routes } from "@/routes";

const isRoute = (href: string) =>
  routes.some((route) => matchPath({ path: route.path, end: true }, href.split("#")[0] || "/"));

const reportPath = "/resources/research/enterprise-ai-adoption-trends";

describe("the research library", () => {
  it("holds studies with every field filled", () => {
    expect(researchStudies.length).toBeGreaterThan(0);
    for (const study of researchStudies) {
      for (const field of [
        "slug",
        "title",
        "description",
        "type",
        "category",
        "publishDate",
        "participants",
        "downloadCount",
        "href",
      ] as const) {
        expect(study[field].trim(), `${study.slug}.${field}`).not.toBe("");
      }
      expect(study.downloadCount).toMatch(/^\d{1,3}(,\d{3})*$/);
    }
    expect(new Set(researchStudies.map((study) => study.slug)).size).toBe(researchStudies.length);
  });

  it("files every study under one of the category and type buttons", () => {
    for (const study of researchStudies) {
      expect(researchPage.library.categories).toContain(study.category);
      expect(researchPage.library.types).toContain(study.type);
    }
  });

  it("opens each study's own report page beside the adoption trends report", () => {
    for (const study of researchStudies)
      expect(study.href).toBe(`/resources/research/${study.slug}`);
    expect(researchStudies.map((study) => study.href)).toContain(reportPath);
  });

  it("has the category and type buttons of the specification, in order", () => {
    expect([researchPage.library.allCategoriesLabel, ...researchPage.library.categories]).toEqual([
      "All Research",
      "Market Research",
      "Automation",
      "Healthcare",
      "Financial Services",
      "Manufacturing",
      "Ethics & Governance",
      "Small Business",
    ]);
    expect([researchPage.library.allTypesLabel, ...researchPage.library.types]).toEqual([
      "All Types",
      "Market Analysis",
      "Benchmark Study",
      "Industry Analysis",
      "Sector Research",
      "Impact Study",
      "Governance Study",
    ]);
  });

  it("labels the buttons as the specification does", () => {
    expect(researchPage.search.placeholder).toBe("Search research...");
    expect(researchPage.library.accessLabel).toBe("Access Research");
    expect(researchPage.library.advancedFilterLabel).toBe("Advanced Filter");
    expect(researchPage.featured.downloadLabel).toBe("Download Research");
    expect(researchPage.closing.title).toBe("Custom Research Services");
    expect(researchPage.closing.actions.map((action) => action.href)).toEqual([
      "/contact",
      "/resources",
    ]);
  });
});

describe("the featured study", () => {
  it("has a sample size of 1,547 enterprises, a methodology and key findings", () => {
    expect(featuredStudy.sampleSize).toBe("1,547 enterprises");
    expect(featuredStudy.methodology.length).toBeGreaterThan(100);
    expect(featuredStudy.keyFindings.length).toBeGreaterThanOrEqual(3);
  });

  it("downloads a document with its title and a methodology chapter", () => {
    expect(featuredStudy.document.title).toBe(featuredStudy.title);
    expect(featuredStudy.document.sections.map((section) => section.heading)).toContain(
      "Methodology",
    );
  });
});

describe("the research report page", () => {
  it("is 85 pages, links back to research and asks for custom research on /contact", () => {
    expect(researchReport.hero.badges).toContain("85 pages");
    expect(researchReport.backLink.href).toBe("/resources/research");
    expect(researchReport.cta.actions[0]).toEqual({
      label: "Request Custom Research",
      href: "/contact",
    });
  });

  it("is the page the adoption trends study opens, under the same title", () => {
    const study = researchStudies.find((entry) => entry.href === reportPath);
    expect(study?.title).toBe(researchReport.hero.title);
    expect(researchReport.document.title).toBe(researchReport.hero.title);
  });

  it("shows a methodology and six findings, and its PDF holds both", () => {
    expect(researchReport.methodology.paragraphs.length).toBeGreaterThan(0);
    expect(researchReport.findings.items).toHaveLength(6);
    const headings = researchReport.document.sections.map((section) => section.heading);
    expect(headings).toContain("Methodology");
    expect(headings.length).toBeGreaterThanOrEqual(5);
  });

  it("has meta descriptions of 50 to 160 characters", () => {
    for (const { description } of [researchReport.meta, researchPage.meta]) {
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe("research links", () => {
  it("all lead to pages of the route table", () => {
    const hrefs = [
      ...researchStudies.map((study) => study.href),
      featuredStudy.href,
      ...researchPage.closing.actions.map((action) => action.href),
      researchReport.backLink.href,
      ...researchReport.cta.actions.map((action) => action.href),
    ];
    for (const href of hrefs) expect(isRoute(href), href).toBe(true);
  });
});

const library = [featuredStudy, ...researchStudies];
const reports = await Promise.all(library.map((study) => loadResearchReport(study.slug)));

describe("every research report page", () => {
  it("exists for each study of the library and the featured study, and for no other slug", () => {
    expect([...researchReportSlugs].sort()).toEqual(library.map((study) => study.slug).sort());
    for (const [index, report] of reports.entries())
      expect(report, library[index].slug).toBeDefined();
  });

  it("is prerendered at the study's own address", async () => {
    const paths = await listRoutePaths();
    for (const study of library) expect(paths).toContain(study.href);
  });

  it.each(library.map((study, index) => [study.title, study, index] as const))(
    "%s: the page, its card and its PDF agree on title, type, date and participants",
    (_title, study, index) => {
      const report = reports[index]!;
      expect(report.hero.title).toBe(study.title);
      expect(report.document.title).toBe(study.title);
      expect(report.document.publishDate).toBe(study.publishDate);
      expect(report.hero.badges[0]).toBe(study.type);
      expect(report.hero.badges[1]).toMatch(/^\d+ pages$/);
      expect(report.hero.details).toContainEqual({ label: "Published", value: study.publishDate });
      expect(report.hero.details).toContainEqual({
        label: "Participants",
        value: study.participants,
      });
    },
  );

  it.each(library.map((study, index) => [study.title, index] as const))(
    "%s: has its own meta, highlights, methodology, findings and a PDF holding the methodology",
    (_title, index) => {
      const report = reports[index]!;
      expect(report.meta.description.length).toBeGreaterThanOrEqual(50);
      expect(report.meta.description.length).toBeLessThanOrEqual(160);
      expect(report.highlights.items).toHaveLength(4);
      expect(report.highlights.description).toMatch(/^Headline numbers from the /);
      expect(report.findings.items.length).toBeGreaterThanOrEqual(4);
      const methodology = report.document.sections.find(
        (section) => section.heading === "Methodology",
      );
      expect(methodology?.paragraphs).toEqual(report.methodology.paragraphs);
      expect(report.methodology.details.length).toBeGreaterThanOrEqual(4);
      expect(report.document.sections.length).toBeGreaterThanOrEqual(4);
      expect(report.backLink.href).toBe("/resources/research");
      expect(report.cta.actions[0]).toEqual({ label: "Request Custom Research", href: "/contact" });
      for (const action of report.cta.actions) expect(isRoute(action.href), action.href).toBe(true);
    },
  );

  it("gives every page its own title, description and findings", () => {
    expect(new Set(reports.map((report) => report!.meta.title)).size).toBe(reports.length);
    expect(new Set(reports.map((report) => report!.meta.description)).size).toBe(reports.length);
    expect(new Set(reports.map((report) => report!.findings.items[0].title)).size).toBe(
      reports.length,
    );
  });
});

describe("every research report PDF", () => {
  it.each(researchReportSlugs)(
    "builds %s as a PDF of at least three pages with the document's title and author",
    async (slug) => {
      const page = await loadResearchReport(slug);
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
