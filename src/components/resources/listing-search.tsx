import { earlyMark } from "@/boot/early-search-marks";
import { ArrowDown } from "lucide-react";
import { SearchField, type SearchFieldCopy } from "@/components/ui/search-field";
import type { ResourceSearchContent } from "@/content/types";
import type { ListingParams } from "@/hooks/use-listing-params";
import { fillTemplate } from "@/lib/text";

/** Moves the visitor to the results: scrolls the heading into view and focuses it. */
export function revealResults(resultsId: string) {
  const target = window.document.getElementById(resultsId);
  if (!target) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

type ListingSearchProps = {
  copy: SearchFieldCopy;
  listing: ListingParams;
  /** The live count of matching articles ("Showing 5 of 28 articles"), shown beside the box while there is a query. */
  matches?: string;
  /** The id of the results heading: Enter and the count jump there. */
  resultsId?: string;
  /**
   * The count's template ({count}, {total}) when the listing's search answers before the app
   * has taken over (EarlySearchSource).
   */
  earlyMatches?: string;
};

/**
 * The search box of the blog and insights listings, in the page hero. Like the libraries' box,
 * it answers before the app has taken over: its listing is a ListingSection.
 */
export function ListingSearch({
  copy,
  listing,
  matches,
  resultsId,
  earlyMatches,
}: ListingSearchProps) {
  const reveal = resultsId ? () => revealResults(resultsId) : undefined;
  return (
    <SearchField
      copy={copy}
      value={listing.query}
      onChange={listing.setQuery}
      onSubmit={reveal}
      controls={resultsId}
      earlySearch
      className="mt-10"
    >
      {matches !== undefined && (
        // Always in the page, so screen readers announce the count as it changes.
        <p aria-live="polite" className="mt-3 min-h-5 text-center text-sm text-muted-foreground">
          {/* Filled by the search before the app; its text is a string (even empty) so that
              hydration, told to, keeps whatever it holds then. */}
          {!listing.searching && earlyMatches !== undefined && (
            <span {...earlyMark("text", earlyMatches)} suppressHydrationWarning>
              {""}
            </span>
          )}
          {listing.searching && resultsId && (
            <a
              href={`#${resultsId}`}
              onClick={(event) => {
                event.preventDefault();
                revealResults(resultsId);
              }}
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              {matches}
              <ArrowDown className="size-4" aria-hidden="true" />
            </a>
          )}
        </p>
      )}
    </SearchField>
  );
}

type LibrarySearchProps = {
  copy: ResourceSearchContent;
  listing: ListingParams;
  /** How many items match right now; shown under the box while there is a query. */
  matches: number;
  /** The id of the results heading: the search button and the match count jump there. */
  resultsId: string;
};

/** The search box of a document library (white papers, research): the button and the count jump to the results. */
export function LibrarySearch({ copy, listing, matches, resultsId }: LibrarySearchProps) {
  return (
    <SearchField
      copy={copy}
      value={listing.query}
      onChange={listing.setQuery}
      onSubmit={() => revealResults(resultsId)}
      maxLength={120}
      earlySearch
      className="mt-10"
    >
      {listing.searching && (
        <p className="mt-3 text-sm text-muted-foreground">
          <a
            href={`#${resultsId}`}
            onClick={(event) => {
              event.preventDefault();
              revealResults(resultsId);
            }}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            {fillTemplate(copy.matchesLabel, { shown: matches })}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </p>
      )}
    </SearchField>
  );
}
