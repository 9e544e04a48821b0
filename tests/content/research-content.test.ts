import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  featuredStudy,
  researchPage,
  researchStudies,
} from "@/content/resources/research/research";
import { researchReport } from "@/content/resources/research/enterprise-ai-adoption-trends";
import type { ResearchStudy } from "@/content/types";
import { routes } from "@/routes";

const isRoute = (href: string) =>
  routes.some((route) => matchPath({ path: route.path, end: true }, href.split("#")[0] || "/"));

const reportPath = "/resources/research/enterprise-ai-adoption-trends";

describe("the research library", () => {
  it("holds six studies with every field filled", () => {
    expect(researchStudies).toHaveLength(6);
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
    expect(new Set(researchStudies.map((study) => study.slug)).size).toBe(6);
  });

  it("files every study under one of the category and type buttons", () => {
    for (const study of researchStudies) {
      expect(researchPage.library.categories).toContain(study.category);
      expect(researchPage.library.types).toContain(study.type);
    }
  });

  it("opens the report page for studies without a PDF, and anchors downloadable studies to their own card", () => {
    const studies: ResearchStudy[] = researchStudies;
    const withPage = studies.filter((study) => !study.document);
    expect(withPage.map((study) => study.href)).toEqual([reportPath]);
    for (const study of studies) {
      if (study.document) {
        expect(study.href).toBe(`/resources/research#${study.slug}`);
        expect(study.document.title).toBe(study.title);
        expect(study.document.sections.length).toBeGreaterThanOrEqual(3);
      }
    }
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
