import { useLayoutEffect, type ReactNode } from "react";
import { settleEarlySearch } from "@/boot/early-search";
import { earlyMark } from "@/boot/early-search-marks";
import type { ListingParams } from "@/hooks/use-listing-params";
import { useReveal } from "@/hooks/use-reveal";
import type { Searchable } from "@/lib/listing";
import { fillTemplate } from "@/lib/text";
import { cn } from "@/lib/utils";
import { ListingResults, type ListingResultsProps } from "@/components/resources/listing-results";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

/** How many cards each step reveals: three rows on wide screens. */
export const REVEAL_STEP = 9;

/** What a document library section (white papers, research) takes besides its cards' copy. */
export type DocumentLibraryProps<
  Page extends { library: object; labels: object },
  Item extends Searchable,
> = Page["library"] & {
  labels: Page["labels"];
  listing: ListingParams;
  /** Every document, and those that match the search and filters. */
  items: readonly Item[];
  matching: readonly Item[];
};

/** The id of a listing's heading, the target of its hero's search box. */
export const listingHeadingId = (sectionId: string) => `${sectionId}-heading`;

const looks = {
  /** The blog and insights: on the page's background, the filters over a rule. */
  articles: { tone: "default", filters: "flex flex-col gap-4 border-b pb-6", results: "mt-8" },
  /** White papers and research: a muted band, a larger heading, the filters in the open. */
  library: { tone: "muted", filters: undefined, results: "mt-6" },
} as const;

type ListingSectionProps<T extends Searchable> = Pick<
  ListingResultsProps<T>,
  "cards" | "hrefOf" | "renderItem" | "empty" | "reveal"
> & {
  look: keyof typeof looks;
  /** The section's anchor. */
  id: string;
  /** Where the hero's search box jumps to; `listingHeadingId(id)` unless given. */
  headingId?: string;
  title: string;
  description: string;
  /** The chips and toggles, with the count line (given) placed among them. */
  filters: (countLine: ReactNode) => ReactNode;
  summary: {
    /** The count line: {shown} cards on screen, {count} that match, {total} listed, and `values`. */
    template: string;
    values?: Record<string, string>;
    /** Its template while only the search filters, which the search before the app fills in. */
    early?: string;
    /** Its placement among the filters. */
    className?: string;
    /** In its line after the count (the chosen topic). */
    after?: ReactNode;
  };
  /** Every item listed, before any filter. */
  items: readonly T[];
  /** The items that match the search and filters, in order (search them by `listingFields`). */
  matching: readonly T[];
  /** The search and facets, kept in the address. */
  listing: ListingParams;
  /** A filter the listing keeps itself (the blog's Saved toggle): a change starts the reveal over. */
  ownFilter?: unknown;
};

/**
 * Every resource listing (blog, insights, white papers, research): heading, filters, count
 * line, then the cards, opened in steps when `reveal` is given. It makes the hero's search box
 * answer before the app has taken over (src/boot/early-search.ts): the count line and the cards
 * carry what that search reads, and the app's first render of a query takes its place back.
 */
export function ListingSection<T extends Searchable>({
  look,
  id,
  headingId = listingHeadingId(id),
  title,
  description,
  filters,
  summary,
  items,
  matching,
  listing,
  ownFilter,
  ...results
}: ListingSectionProps<T>) {
  const { tone, filters: filtersClass, results: resultsClass } = looks[look];
  const step = results.reveal ? REVEAL_STEP : items.length;
  const { visible, ...reveal } = useReveal(
    matching,
    step,
    JSON.stringify([listing.query, listing.facets, ownFilter]),
  );
  // Typed before the takeover, the search drew its results already: these take their place.
  useLayoutEffect(() => settleEarlySearch(listing.query), [listing.query]);

  const countLine = (
    <p aria-live="polite" className={cn("text-sm text-muted-foreground", summary.className)}>
      {/* One string: hydration, told to, keeps what the search before the app wrote. */}
      <span {...earlyMark("text", summary.early ?? summary.template)} suppressHydrationWarning>
        {fillTemplate(summary.template, {
          ...summary.values,
          shown: visible.length,
          count: matching.length,
          total: items.length,
        })}
      </span>
      {summary.after}
    </p>
  );

  return (
    <Section id={id} tone={tone} aria-labelledby={headingId} interactive>
      {look === "articles" ? (
        <SectionHeading
          headingId={headingId}
          title={title}
          description={description}
          align="left"
          className="mb-8 sm:mb-8"
        />
      ) : (
        <LibraryHeading id={headingId} title={title} description={description} />
      )}
      {filtersClass ? <div className={filtersClass}>{filters(countLine)}</div> : filters(countLine)}
      <div className={resultsClass}>
        <ListingResults
          {...results}
          {...reveal}
          visible={visible}
          later={items.slice(step)}
          step={step}
        />
      </div>
    </Section>
  );
}

/** A document library's heading: larger than a section's, over its description. */
function LibraryHeading({
  id,
  title,
  description,
}: Record<"id" | "title" | "description", string>) {
  return (
    <div className="mb-8 flex flex-col gap-2">
      <h2
        id={id}
        tabIndex={-1}
        className="scroll-mt-24 text-3xl font-bold tracking-tight outline-none sm:text-4xl"
      >
        {title}
      </h2>
      <p className="text-lg text-muted-foreground">{description}</p>
    </div>
  );
}
