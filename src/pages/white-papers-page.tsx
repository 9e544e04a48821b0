import { LibraryHero } from "@/components/resources/listing-hero";
import { WhitePaperFeaturedSection } from "@/components/resources/white-papers/white-paper-featured-section";
import { WhitePaperLibrarySection } from "@/components/resources/white-papers/white-paper-library-section";
import { CtaSection } from "@/components/sections/cta-section";
import {
  featuredWhitePaper,
  whitePapers,
  whitePapersPage as page,
} from "@/content/resources/white-papers/white-papers";
import { useListingParams } from "@/hooks/use-listing-params";
import { filterItems, listingFields } from "@/lib/listing";

export default function WhitePapersPage() {
  const listing = useListingParams({ category: page.library.categories });
  const papers = filterItems(whitePapers, listing, listingFields);
  return (
    <>
      <LibraryHero page={page} listing={listing} matches={papers.length} />
      <WhitePaperFeaturedSection
        {...page.featured}
        paper={featuredWhitePaper}
        labels={page.labels}
      />
      <WhitePaperLibrarySection
        {...page.library}
        labels={page.labels}
        items={whitePapers}
        matching={papers}
        listing={listing}
      />
      <CtaSection {...page.closing} />
    </>
  );
}
