import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { IndustryOverviewGridSection } from "@/components/industries/industry-overview-grid-section";
import { PageHero } from "@/components/sections/page-hero";
import { industriesPage } from "@/content/industries/industries-page";

/** /industries: the six industries at a glance. */
export default function IndustriesPage() {
  return (
    <>
      <Seo meta={industriesPage.meta} />
      <PageHero {...industriesPage.hero} />
      <IndustryOverviewGridSection {...industriesPage.grid} />
      <CtaSection {...industriesPage.cta} />
    </>
  );
}
