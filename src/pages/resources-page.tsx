import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";
import { ResourcesFeaturedSection } from "@/components/resources/resources-featured-section";
import { ResourcesSearch } from "@/components/resources/resources-search-section";
import { ResourcesTypesSection } from "@/components/resources/resources-types-section";
import { featuredStudy, researchStudies } from "@/content/resources/research/research";
import { resourcesPage as page } from "@/content/resources/resources";
import type { ResourceKind } from "@/content/types";
import { featuredWhitePaper, whitePapers } from "@/content/resources/white-papers/white-papers";
import { coverOf } from "@/lib/covers";
import { resourceIndex } from "@/lib/resource-index";

/** The featured items' covers: a paper's or a study's own, found by the page it opens. */
const covers = Object.fromEntries([
  ...[featuredWhitePaper, ...whitePapers].map((paper) => [
    paper.href,
    coverOf("white-papers", paper),
  ]),
  ...[featuredStudy, ...researchStudies].map((study) => [study.href, coverOf("research", study)]),
]);

const listings = Object.fromEntries(
  page.types.items.map((item) => [item.kind, item.href]),
) as Record<ResourceKind, string>;

export default function ResourcesPage() {
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero} interactive>
        <ResourcesSearch copy={page.search} items={resourceIndex} listings={listings} />
      </PageHero>
      <ResourcesTypesSection {...page.types} />
      <ResourcesFeaturedSection {...page.featured} covers={covers} />
    </>
  );
}
