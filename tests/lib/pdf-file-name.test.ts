import { describe, expect, it } from "vitest";
import { featuredStudy, researchStudies } from "@/content/resources/research/research";
import { researchReport } from "@/content/resources/research/enterprise-ai-adoption-trends";
import { whitePaperAiRoiGuide } from "@/content/resources/white-papers/ai-roi-guide";
import { featuredWhitePaper } from "@/content/resources/white-papers/white-papers";
import { fileNameFor } from "@/lib/downloads/file-name";

describe("the download file name", () => {
  it("is the title with spaces replaced by underscores, plus .pdf", () => {
    expect(fileNameFor("The Practical Guide to Measuring AI ROI", "pdf")).toBe(
      "The_Practical_Guide_to_Measuring_AI_ROI.pdf",
    );
    expect(fileNameFor("  Enterprise AI  Adoption Trends 2024 ", "pdf")).toBe(
      "Enterprise_AI_Adoption_Trends_2024.pdf",
    );
  });

  it("is a safe file name for every downloadable document (no characters browsers rewrite)", () => {
    const documents = [
      whitePaperAiRoiGuide.document,
      featuredWhitePaper.document,
      researchReport.document,
      featuredStudy.document,
      ...researchStudies.flatMap((study) =>
        "document" in study && study.document ? [study.document] : [],
      ),
    ];
    expect(documents).toHaveLength(9);
    for (const document of documents) {
      expect(fileNameFor(document.title, "pdf")).toMatch(/^[A-Za-z0-9_.&'-]+\.pdf$/);
    }
  });
});
