import { useMemo, useState } from "react";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DocumentSearchField } from "@/components/resources/document-search-field";
import { PageHero } from "@/components/sections/page-hero";
import { ResearchFeaturedSection } from "@/components/resources/research/research-featured-section";
import { ResearchLibrarySection } from "@/components/resources/research/research-library-section";
import { featuredStudy, researchPage as page, researchStudies } from "@/content/resources/research/research";
import type { ResearchCategory, ResearchType } from "@/content/types";
import { ALL, filterStudies } from "@/lib/resource-filters";

const RESULTS_ID = "research-results";

export default function ResearchPage() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<ResearchCategory | typeof ALL>(ALL);
  const [type, setType] = useState<ResearchType | typeof ALL>(ALL);
  const studies = useMemo(
    () => filterStudies(researchStudies, { category, type, query }),
    [category, type, query],
  );

  return (
    <>
      <Seo meta={page.meta} />
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        description={page.hero.description}
      >
        <DocumentSearchField
          content={page.search}
          value={query}
          onChange={setQuery}
          matches={studies.length}
          resultsId={RESULTS_ID}
        />
      </PageHero>
      <ResearchFeaturedSection id="featured-study" {...page.featured} study={featuredStudy} />
      <ResearchLibrarySection
        id="research-library"
        resultsId={RESULTS_ID}
        {...page.library}
        labels={page.labels}
        studies={studies}
        total={researchStudies.length}
        category={category}
        onCategoryChange={setCategory}
        type={type}
        onTypeChange={setType}
        onClear={() => {
          setQuery("");
          setCategory(ALL);
          setType(ALL);
        }}
      />
      <CtaSection id="custom-research-services" {...page.closing} />
    </>
  );
}
