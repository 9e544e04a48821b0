import { Seo } from "@/components/layout/seo";
import { LibrarySearch, ListingSearch } from "@/components/resources/listing-search";
import { PageHero } from "@/components/sections/page-hero";
import type { SearchFieldCopy } from "@/components/ui/search-field";
import type { LibraryPageContent, ListingPageContent } from "@/content/types";
import type { ListingParams } from "@/hooks/use-listing-params";

type ListingHeroProps = {
  page: Pick<ListingPageContent<SearchFieldCopy>, "meta" | "hero" | "search">;
  listing: ListingParams;
  /** The live count of matches shown beside the box while searching, and the heading it jumps to. */
  matches?: { label: string; resultsId: string; earlyTemplate?: string };
};

/** The top of an article listing (blog, insights): head tags, then the hero with the search box. */
export function ListingHero({ page, listing, matches }: ListingHeroProps) {
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero} interactive>
        <ListingSearch
          copy={page.search}
          listing={listing}
          matches={matches?.label}
          resultsId={matches?.resultsId}
          earlyMatches={matches?.earlyTemplate}
        />
      </PageHero>
    </>
  );
}

type LibraryHeroProps = {
  page: Pick<LibraryPageContent, "meta" | "hero" | "search" | "library">;
  listing: ListingParams;
  /** How many documents match the search right now. */
  matches: number;
};

/** The top of a document library (research, white papers): head tags, then the hero with the search box. */
export function LibraryHero({ page, listing, matches }: LibraryHeroProps) {
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero} interactive>
        <LibrarySearch
          copy={page.search}
          listing={listing}
          matches={matches}
          resultsId={page.library.resultsId}
        />
      </PageHero>
    </>
  );
}
