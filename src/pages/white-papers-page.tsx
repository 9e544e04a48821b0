import { Seo } from "@/components/layout/seo";
import { LibrarySearch } from "@/components/resources/resources-library";
import { WhitePaperFeaturedSection } from "@/components/resources/white-papers/white-paper-featured-section";
import { WhitePaperLibrarySection } from "@/components/resources/white-papers/white-paper-library-section";
import { CtaSection } from "@/components/sections/cta-section";
import { PageHero } from "@/components/sections/page-hero";
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
  const { resultsId } = page.library;
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero}>
        <LibrarySearch
          copy={page.search}
          listing={listing}
          matches={papers.length}
          resultsId={resultsId}
        />
      </PageHero>
      <WhitePaperFeaturedSection
        {...page.featured}
        paper={featuredWhitePaper}
        labels={page.labels}
      />
      <WhitePaperLibrarySection
        {...page.library}
        labels={page.labels}
        papers={papers}
        total={whitePapers.length}
        listing={listing}
      />
      <CtaSection {...page.closing} />
    </>
  );
}
