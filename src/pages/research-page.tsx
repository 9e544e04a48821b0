import { ResearchFeaturedSection } from "@/components/resources/research/research-featured-section";
import { ResearchLibrarySection } from "@/components/resources/research/research-library-section";
import { LibraryHero } from "@/components/resources/listing-hero";
import { CtaSection } from "@/components/sections/cta-section";
import {
  featuredStudy,
  researchPage as page,
  researchStudies,
} from "@/content/resources/research/research";
import { useListingParams } from "@/hooks/use-listing-params";
import { filterItems, listingFields } from "@/lib/listing";

const facets = { category: page.library.categories, type: page.library.types };

export default function ResearchPage() {
  const listing = useListingParams(facets);
  const studies = filterItems(researchStudies, listing, listingFields);
  return (
    <>
      <LibraryHero page={page} listing={listing} matches={studies.length} />
      <ResearchFeaturedSection {...page.featured} study={featuredStudy} />
      <ResearchLibrarySection
        {...page.library}
        labels={page.labels}
        items={researchStudies}
        matching={studies}
        listing={listing}
      />
      <CtaSection {...page.closing} />
    </>
  );
}
