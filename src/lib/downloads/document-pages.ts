import type { ResearchReportPageContent, WhitePaperPageContent } from "@/content/types";
import { cachedLoader } from "@/lib/lazy";

/*
 * Every white paper and research report page is one module named after its slug, beside its
 * library's listing module. Each is its own chunk: a page loads only its own text, and the
 * listing loads a paper's text only when a visitor asks for its PDF.
 */

const whitePaperModules = import.meta.glob<WhitePaperPageContent>(
  ["../../content/resources/white-papers/*.ts", "!**/white-papers.ts", "!**/paper-template.ts"],
  { import: "whitePaper" },
);

const researchReportModules = import.meta.glob<ResearchReportPageContent>(
  ["../../content/resources/research/*.ts", "!**/research.ts", "!**/report-template.ts"],
  { import: "researchReport" },
);

const slugOf = (file: string) => file.replace(/^.*\/(.+)\.ts$/, "$1");

/** Slugs that have a white paper page module (the content tests check every listed paper has one). */
export const whitePaperSlugs = Object.keys(whitePaperModules).map(slugOf);

/** Slugs that have a research report page module. */
export const researchReportSlugs = Object.keys(researchReportModules).map(slugOf);

/** The page at /resources/whitepapers/{slug}, or undefined when there is none. */
export const loadWhitePaper = cachedLoader(
  async (slug: string): Promise<WhitePaperPageContent | undefined> =>
    whitePaperModules[`../../content/resources/white-papers/${slug}.ts`]?.(),
);

/** The page at /resources/research/{slug}, or undefined when there is none. */
export const loadResearchReport = cachedLoader(
  async (slug: string): Promise<ResearchReportPageContent | undefined> =>
    researchReportModules[`../../content/resources/research/${slug}.ts`]?.(),
);
