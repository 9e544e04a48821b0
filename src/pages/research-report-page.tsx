import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DocumentDownloadButton } from "@/components/resources/document-download-button";
import { DocumentHeroSection } from "@/components/resources/document-hero-section";
import { DocumentStatsSection } from "@/components/resources/document-stats-section";
import { ResearchFindingsSection } from "@/components/resources/research/research-findings-section";
import { ResearchMethodologySection } from "@/components/resources/research/research-methodology-section";
import { researchReport as page } from "@/content/resources/research/enterprise-ai-adoption-trends";

export default function ResearchReportPage() {
  const { hero } = page;
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
      </DocumentHeroSection>
      <DocumentStatsSection id="report-highlights" {...page.highlights} />
      <ResearchMethodologySection id="methodology" {...page.methodology} />
      <ResearchFindingsSection id="findings" {...page.findings} />
      <CtaSection id="custom-research" {...page.cta} />
    </>
  );
}
