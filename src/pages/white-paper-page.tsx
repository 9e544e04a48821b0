import { BookOpen, ChevronDown } from "lucide-react";
import { useState } from "react";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DocumentDownloadButton } from "@/components/resources/document-download-button";
import { DocumentHeroSection } from "@/components/resources/document-hero-section";
import { DocumentStatsSection } from "@/components/resources/document-stats-section";
import { WhitePaperContentsSection } from "@/components/resources/white-papers/white-paper-contents-section";
import { WhitePaperSummarySection } from "@/components/resources/white-papers/white-paper-summary-section";
import { Button } from "@/components/ui/button";
import { whitePaperAiRoiGuide as page } from "@/content/resources/white-papers/ai-roi-guide";
import { cn } from "@/lib/utils";

const SUMMARY_ID = "executive-summary";

export default function WhitePaperPage() {
  const [previewOpen, setPreviewOpen] = useState(false);
  const { hero } = page;

  function togglePreview() {
    const opening = !previewOpen;
    setPreviewOpen(opening);
    if (opening) {
      requestAnimationFrame(() => {
        const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        document
          .getElementById(SUMMARY_ID)
          ?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "nearest" });
      });
    }
  }

  return (
    <>
      <Seo meta={page.meta} type="article" />
      <DocumentHeroSection
        backLink={page.backLink}
        eyebrow={hero.eyebrow}
        badges={hero.badges}
        title={hero.title}
        description={hero.description}
        details={hero.details}
        note={hero.note}
        coverFootnote={hero.coverLabel}
      >
        <DocumentDownloadButton
          size="lg"
          className="w-full sm:w-auto"
          document={page.document}
          label={hero.downloadLabel}
        />
        <Button
          size="lg"
          variant="outline"
          className="w-full sm:w-auto"
          aria-expanded={previewOpen}
          aria-controls={SUMMARY_ID}
          onClick={togglePreview}
        >
          <BookOpen aria-hidden="true" />
          {hero.previewLabel}
          <ChevronDown
            aria-hidden="true"
            className={cn("motion-safe:transition-transform", previewOpen && "rotate-180")}
          />
        </Button>
      </DocumentHeroSection>
      <WhitePaperSummarySection id={SUMMARY_ID} open={previewOpen} {...page.executiveSummary} />
      <DocumentStatsSection id="key-stats" {...page.keyStats} />
      <WhitePaperContentsSection id="whats-inside" {...page.contents} />
      <CtaSection id="custom-analysis" {...page.cta} />
    </>
  );
}
