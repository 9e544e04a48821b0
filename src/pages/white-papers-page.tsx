import { useMemo, useState } from "react";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DocumentSearchField } from "@/components/resources/document-search-field";
import { PageHero } from "@/components/sections/page-hero";
import { WhitePaperFeaturedSection } from "@/components/resources/white-papers/white-paper-featured-section";
import { WhitePaperLibrarySection } from "@/components/resources/white-papers/white-paper-library-section";
import type { WhitePaperCategory } from "@/content/types";
import { featuredWhitePaper, whitePapers, whitePapersPage as page } from "@/content/resources/white-papers/white-papers";
import { ALL, filterWhitePapers } from "@/lib/resource-filters";

const RESULTS_ID = "white-paper-results";

export default function WhitePapersPage() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<WhitePaperCategory | typeof ALL>(ALL);
  const papers = useMemo(
    () => filterWhitePapers(whitePapers, { category, query }),
    [category, query],
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
          matches={papers.length}
          resultsId={RESULTS_ID}
        />
      </PageHero>
      <WhitePaperFeaturedSection
        id="featured-white-paper"
        {...page.featured}
        paper={featuredWhitePaper}
        labels={page.labels}
      />
      <WhitePaperLibrarySection
        id="white-paper-library"
        resultsId={RESULTS_ID}
        {...page.library}
        labels={page.labels}
        papers={papers}
        total={whitePapers.length}
        category={category}
        onCategoryChange={setCategory}
        onClear={() => {
          setQuery("");
          setCategory(ALL);
        }}
      />
      <CtaSection id="join-research-community" {...page.closing} />
    </>
  );
}
