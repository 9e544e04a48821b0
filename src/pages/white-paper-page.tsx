import { use, useState } from "react";
import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DocumentHeroSection } from "@/components/resources/document-hero-section";
import { DocumentStatsSection } from "@/components/resources/document-stats-section";
import { WhitePaperContentsSection } from "@/components/resources/white-papers/white-paper-contents-section";
import { WhitePaperPreviewButton } from "@/components/resources/white-papers/white-paper-preview-button";
import { WhitePaperSummarySection } from "@/components/resources/white-papers/white-paper-summary-section";
import type { WhitePaperPageContent } from "@/content/types";
import { detailCoverFor } from "@/lib/covers";
import { loadWhitePaper } from "@/lib/downloads/document-pages";
import NotFoundPage from "./not-found-page";

/** Every white paper, /resources/whitepapers/{slug}, fed by content/resources/white-papers/{slug}.ts. */
export default function WhitePaperPage() {
  const { slug = "" } = useParams();
  const page = use(loadWhitePaper(slug));
  if (!page) return <NotFoundPage />;
  // Keyed by slug, so the preview starts closed on each paper.
  return <WhitePaper key={slug} slug={slug} page={page} />;
}

function WhitePaper({ slug, page }: { slug: string; page: WhitePaperPageContent }) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const summary = page.executiveSummary;

  return (
    <>
      <Seo meta={page.meta} type="article" />
      <DocumentHeroSection page={page} cover={detailCoverFor("white-papers", slug)}>
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
