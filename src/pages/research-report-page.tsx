import { use } from "react";
import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DocumentHeroSection } from "@/components/resources/document-hero-section";
import { DocumentStatsSection } from "@/components/resources/document-stats-section";
import { ResearchFindingsSection } from "@/components/resources/research/research-findings-section";
import { ResearchMethodologySection } from "@/components/resources/research/research-methodology-section";
import { detailCoverFor } from "@/lib/covers";
import { loadResearchReport } from "@/lib/downloads/document-pages";
import NotFoundPage from "./not-found-page";

/** Every research report, /resources/research/{slug}, fed by content/resources/research/{slug}.ts. */
export default function ResearchReportPage() {
  const { slug = "" } = useParams();
  const page = use(loadResearchReport(slug));
  if (!page) return <NotFoundPage />;

  return (
    <>
      <Seo meta={page.meta} type="article" />
      <DocumentHeroSection page={page} cover={detailCoverFor("research", slug)} />
      <DocumentStatsSection {...page.highlights} />
      <ResearchMethodologySection {...page.methodology} />
      <ResearchFindingsSection {...page.findings} />
      <CtaSection {...page.cta} />
    </>
  );
}
