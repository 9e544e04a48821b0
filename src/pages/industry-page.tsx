import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { IndustrySolutionsSection } from "@/components/industries/industry-solutions-section";
import { IndustrySuccessStoriesSection } from "@/components/industries/industry-success-stories-section";
import { IndustryTechnologiesSection } from "@/components/industries/industry-technologies-section";
import { PageHero } from "@/components/sections/page-hero";
import { StatsSection } from "@/components/sections/stats-section";
import { industryPages } from "@/content/industries";
import NotFoundPage from "./not-found-page";

/** /industries/:slug, one template for all six industries; an unknown slug is the 404 page. */
export default function IndustryPage() {
  const { slug } = useParams();
  const industry = industryPages.find((entry) => entry.slug === slug);
  if (!industry) return <NotFoundPage />;

  return (
    <>
      <Seo meta={industry.meta} />
      <PageHero {...industry.hero} />
      <IndustrySolutionsSection {...industry.solutions} />
      <StatsSection {...industry.benefits} variant="cards" tone="muted" />
      <IndustrySuccessStoriesSection {...industry.successStories} />
      {industry.technologies && <IndustryTechnologiesSection {...industry.technologies} />}
      <CtaSection {...industry.cta} />
    </>
  );
}
