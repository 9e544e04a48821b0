import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DocumentHeroSection } from "@/components/resources/document-hero-section";
import { DocumentStatsSection } from "@/components/resources/document-stats-section";
import { ResearchFindingsSection } from "@/components/resources/research/research-findings-section";
import { ResearchMethodologySection } from "@/components/resources/research/research-methodology-section";
import { researchReport as page } from "@/content/resources/research/enterprise-ai-adoption-trends";

export default function ResearchReportPage() {
  return (
    <>
      <Seo meta={page.meta} type="article" />
      <DocumentHeroSection {...page.hero} backLink={page.backLink} document={page.document} />
      <DocumentStatsSection {...page.highlights} />
      <ResearchMethodologySection {...page.methodology} />
      <ResearchFindingsSection {...page.findings} />
      <CtaSection {...page.cta} />
    </>
  );
}
