import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { IndustrySolutionsSection } from "@/components/industries/industry-solutions-section";
import { IndustrySuccessStoriesSection } from "@/components/industries/industry-success-stories-section";
import { IndustryTechnologiesSection } from "@/components/industries/industry-technologies-section";
import { PageHero } from "@/components/sections/page-hero";
import { StatsSection } from "@/components/sections/stats-section";
import { industryPages } from "@/content/industries";
import { industryTemplate as template } from "@/content/industries/industry-template";
import NotFoundPage from "./not-found-page";

/**
 * /industries/:slug, one template for all six industries: the shared copy in
 * `industryTemplate` plus the industry's own module. An unknown slug is the 404 page.
 */
export default function IndustryPage() {
  const { slug } = useParams();
  const industry = industryPages.find((entry) => entry.slug === slug);
  if (!industry) return <NotFoundPage />;

  return (
    <>
      <Seo meta={industry.meta} />
      <PageHero {...industry.hero} {...template.hero} />
      <IndustrySolutionsSection {...template.solutions} {...industry.solutions} />
      <StatsSection {...template.benefits} {...industry.benefits} variant="cards" tone="muted" />
      <IndustrySuccessStoriesSection {...template.successStories} {...industry.successStories} />
      {industry.technologies && (
        <IndustryTechnologiesSection {...template.technologies} {...industry.technologies} />
      )}
      <CtaSection {...industry.cta} {...template.cta} />
    </>
  );
}
