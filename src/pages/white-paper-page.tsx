import { useState } from "react";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DocumentHeroSection } from "@/components/resources/document-hero-section";
import { DocumentStatsSection } from "@/components/resources/document-stats-section";
import { WhitePaperContentsSection } from "@/components/resources/white-papers/white-paper-contents-section";
import { WhitePaperPreviewButton } from "@/components/resources/white-papers/white-paper-preview-button";
import { WhitePaperSummarySection } from "@/components/resources/white-papers/white-paper-summary-section";
import { whitePaperAiRoiGuide as page } from "@/content/resources/white-papers/ai-roi-guide";

export default function WhitePaperPage() {
  const [previewOpen, setPreviewOpen] = useState(false);
  const summary = page.executiveSummary;

  return (
    <>
      <Seo meta={page.meta} type="article" />
      <DocumentHeroSection {...page.hero} backLink={page.backLink} document={page.document}>
        <WhitePaperPreviewButton
          label={summary.previewLabel}
          controls={summary.id}
          open={previewOpen}
          onOpenChange={setPreviewOpen}
        />
      </DocumentHeroSection>
      <WhitePaperSummarySection {...summary} open={previewOpen} />
      <DocumentStatsSection {...page.keyStats} />
      <WhitePaperContentsSection {...page.contents} />
      <CtaSection {...page.cta} />
    </>
  );
}
