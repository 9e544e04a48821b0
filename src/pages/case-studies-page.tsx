import { Seo } from "@/components/layout/seo";
import { CaseStudyListSection } from "@/components/case-studies/case-study-list-section";
import { CtaSection } from "@/components/sections/cta-section";
import { PageHero } from "@/components/sections/page-hero";
import { StatsSection } from "@/components/sections/stats-section";
import { caseStudiesPage as page } from "@/content/case-studies/case-studies";

export default function CaseStudiesPage() {
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero} />
      <StatsSection {...page.highlights} columns={3} />
      <CaseStudyListSection {...page.list} />
      <CtaSection {...page.cta} />
    </>
  );
}
