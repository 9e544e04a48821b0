import { Seo } from "@/components/layout/seo";
import { NewsletterSection } from "@/components/sections/newsletter-section";
import { PageHero } from "@/components/sections/page-hero";
import { ResourcesFeaturedSection } from "@/components/sections/resources-featured-section";
import { ResourcesSearch } from "@/components/sections/resources-search-section";
import { ResourcesTypesSection } from "@/components/sections/resources-types-section";
import { posts } from "@/content/blog/posts";
import { guides } from "@/content/documentation";
import { featuredInsight, insights } from "@/content/insights";
import { featuredStudy, researchStudies } from "@/content/research";
import { resourcesPage as page } from "@/content/resources";
import type { ResourceKind } from "@/content/types";
import { featuredWhitePaper, whitePapers } from "@/content/white-papers";
import { buildResourceIndex } from "@/lib/resource-search";

const resourceIndex = buildResourceIndex({
  posts,
  whitePapers: [featuredWhitePaper, ...whitePapers],
  researchStudies: [featuredStudy, ...researchStudies],
  guides,
  insights: [featuredInsight, ...insights],
});

const listings = Object.fromEntries(
  page.types.items.map((item) => [item.kind, item.href]),
) as Record<ResourceKind, string>;

export default function Page() {
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero}>
        <ResourcesSearch copy={page.search} items={resourceIndex} listings={listings} />
      </PageHero>
      <ResourcesTypesSection {...page.types} />
      <ResourcesFeaturedSection {...page.featured} />
      <NewsletterSection {...page.newsletter} />
    </>
  );
}
