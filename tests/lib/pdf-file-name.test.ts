import { describe, expect, it } from "vitest";
import {
  loadResearchReport,
  loadWhitePaper,
  researchReportSlugs,
  whitePaperSlugs,
} from "@/lib/downloads/document-pages";
import { fileNameFor } from "@/lib/downloads/file-name";

/** Every white paper's and research report's PDF text. */
async function allDocuments() {
  const pages = await Promise.all([
    ...whitePaperSlugs.map(loadWhitePaper),
    ...researchReportSlugs.map(loadResearchReport),
  ]);
  return pages.flatMap((page) => (page ? [page.document] : []));
}

describe("the download file name", () => {
  it("is the title with spaces replaced by underscores, plus .pdf", () => {
    expect(fileNameFor("The Practical Guide to Measuring AI ROI", "pdf")).toBe(
      "The_Practical_Guide_to_Measuring_AI_ROI.pdf",
    );
    expect(fileNameFor("  Enterprise AI  Adoption Trends 2024 ", "pdf")).toBe(
      "Enterprise_AI_Adoption_Trends_2024.pdf",
    );
  });

  it("leaves out characters file systems refuse, such as the colon of a subtitle", () => {
    expect(fileNameFor("AI in Clinical Operations: From Triage to Discharge", "pdf")).toBe(
      "AI_in_Clinical_Operations_From_Triage_to_Discharge.pdf",
    );
  });

  it("is a safe file name for every downloadable document (no characters browsers rewrite)", async () => {
    const documents = await allDocuments();
    // Every paper and report page, read from their folders.
    expect(documents).toHaveLength(whitePaperSlugs.length + researchReportSlugs.length);
    for (const document of documents) {
      expect(fileNameFor(document.title, "pdf")).toMatch(/^[A-Za-z0-9_.&'-]+\.pdf$/);
    }
  });
});
