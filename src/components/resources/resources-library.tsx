import { earlyMark } from "@/boot/early-search-marks";
import { ArrowDown } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { facetOptions, FilterChips } from "@/components/ui/filter-chips";
import { SearchField, type SearchFieldCopy } from "@/components/ui/search-field";
import type { EmptyStateCopy, ResourceSearchContent } from "@/content/types";
import type { ListingParams } from "@/hooks/use-listing-params";
import { fillTemplate } from "@/lib/text";
import { cn } from "@/lib/utils";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

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

/** The search box of the blog and insights listings, in the page hero. */
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
      earlySearch={earlyMatches !== undefined}
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

/** What a document library section (white papers, research) takes besides its items. */
export type DocumentLibraryProps<Page extends { library: object; labels: object }> =
  Page["library"] & {
    /** How many items there are before filtering. */
    total: number;
    labels: Page["labels"];
    listing: ListingParams;
  };

type LibrarySectionProps<T extends { slug: string }> = {
  id: string;
  /** The id of the heading the search box jumps to. */
  resultsId: string;
  title: string;
  description: string;
  /** The category chips: their group label, the first chip's label and the others. */
  categories: { label: string; allLabel: string; values: readonly string[] };
  listing: ListingParams;
  /** The matching items (already filtered). */
  items: readonly T[];
  /** The line counting them, with {shown} and {total}; and how many there are before filtering. */
  resultsLabel: string;
  total: number;
  renderItem: (item: T) => ReactNode;
  empty: EmptyStateCopy;
  /** Beside the count (a button that opens more filters), and what it opens. */
  toolbar?: ReactNode;
  children?: ReactNode;
};

/** A document library: heading, category chips, the count, and the grid of cards or the empty state. */
export function LibrarySection<T extends { slug: string }>({
  id,
  resultsId,
  title,
  description,
  categories,
  listing,
  items,
  resultsLabel,
  total,
  renderItem,
  empty,
  toolbar,
  children,
}: LibrarySectionProps<T>) {
  return (
    <Section id={id} tone="muted" interactive>
      <div className="mb-8 flex flex-col gap-2">
        <h2
          id={resultsId}
          tabIndex={-1}
          className="scroll-mt-24 text-3xl font-bold tracking-tight outline-none sm:text-4xl"
        >
          {title}
        </h2>
        <p className="text-lg text-muted-foreground">{description}</p>
      </div>
      <FilterChips
        label={categories.label}
        options={facetOptions(categories.allLabel, categories.values)}
        value={listing.facets.category ?? null}
        onChange={(value) => listing.setFacet("category", value)}
      />
      <div
        className={cn(
          "mt-6 flex flex-wrap items-center justify-between gap-3",
          toolbar && "border-t pt-6",
        )}
      >
        <p role="status" className="text-sm text-muted-foreground">
          {fillTemplate(resultsLabel, { shown: items.length, total })}
        </p>
        {toolbar}
      </div>
      {children}
      <div className="mt-6">
        {items.length === 0 ? (
          <EmptyState {...empty} onClear={listing.clear} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.slug} className="stagger-item">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/** The id of an article listing's heading, the target of its hero search box. */
export const listingHeadingId = (sectionId: string) => `${sectionId}-heading`;

type ArticleListingSectionProps = {
  /** The section's anchor; its heading's id (`listingHeadingId`) is where the hero's search box jumps to. */
  id: string;
  title: string;
  description: string;
  /** The chips, toggles and the count, over a rule. */
  filters: ReactNode;
  /** The grid of cards or the empty state. */
  children: ReactNode;
};

/** An article listing (blog, insights): heading, the filters over a rule, then the results. */
export function ArticleListingSection({
  id,
  title,
  description,
  filters,
  children,
}: ArticleListingSectionProps) {
  const headingId = listingHeadingId(id);
  return (
    <Section id={id} aria-labelledby={headingId} interactive>
      <SectionHeading
        headingId={headingId}
        title={title}
        description={description}
        align="left"
        className="mb-8 sm:mb-8"
      />
      <div className="flex flex-col gap-4 border-b pb-6">{filters}</div>
      <div className="mt-8">{children}</div>
    </Section>
  );
}
