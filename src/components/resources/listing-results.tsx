import { ChevronDown } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { earlyMark } from "@/boot/early-search-marks";
import { Button } from "@/components/ui/button";
import { listingFields, type Searchable } from "@/lib/listing";
import { fillTemplate } from "@/lib/text";
import { cn } from "@/lib/utils";
import { EarlySearchSource } from "@/components/resources/early-search";

/** How the cards sit: blog posts closer together on phones, insights in one column up to md. */
const grids = {
  posts: "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3",
  articles: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
  documents: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
};
export type ListingCards = keyof typeof grids;

/** How many cards take part in the entrance animation (two rows on wide screens). */
const STAGGERED_CARDS = 6;

/** What a listing that opens in steps says under its cards. */
export type RevealCopy = {
  /** While some cards are hidden; {shown} and {count} are filled in. */
  revealedSummary: string;
  /** The button that shows the next cards. */
  revealLabel: string;
  /** Heads the links to the hidden cards, shown only without JavaScript. */
  moreArticlesLabel: string;
};

export type ListingResultsProps<T extends Searchable> = {
  cards: ListingCards;
  /** The matching cards on screen, and those still hidden. */
  visible: readonly T[];
  hidden: readonly T[];
  listRef: Ref<HTMLUListElement>;
  showMore: () => void;
  /** The items the page does not show before any filter: the search before the app needs them. */
  later: readonly T[];
  step: number;
  hrefOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
  reveal?: RevealCopy;
};

/**
 * A listing's cards or its empty state, "Show more" and what the search before the app reads
 * (src/boot/early-search.ts): every card carries the fields the app searches.
 */
export function ListingResults<T extends Searchable>({
  cards,
  visible,
  hidden,
  listRef,
  showMore,
  later,
  step,
  hrefOf,
  renderItem,
  empty,
  reveal,
}: ListingResultsProps<T>) {
  const item = (entry: T, index: number) => (
    // Only the first rows animate in: the rest are below the fold, and a long cascade would
    // leave cards faded while the visitor scrolls.
    <li
      key={hrefOf(entry)}
      className={index < STAGGERED_CARDS ? "stagger-item" : undefined}
      {...earlyMark("fields", JSON.stringify(listingFields(entry)))}
    >
      {renderItem(entry)}
    </li>
  );
  return (
    <>
      <div {...earlyMark("liveResults")}>
        {visible.length > 0 ? (
          <>
            {/* On a phone each card after the first waits to be laid out (styles.css). */}
            <ul ref={listRef} className={cn("listing-cards", grids[cards])}>
              {visible.map(item)}
            </ul>
            {reveal && (
              <div className="mt-10 flex flex-col items-center gap-3">
                {/* Not live: the count line above the cards announces the same count. */}
                <p className="text-sm text-muted-foreground">
                  {hidden.length > 0 &&
                    fillTemplate(reveal.revealedSummary, {
                      shown: visible.length,
                      count: visible.length + hidden.length,
                    })}
                </p>
                {hidden.length > 0 && (
                  <>
                    <Button variant="outline" size="lg" onClick={showMore}>
                      {reveal.revealLabel}
                      <ChevronDown aria-hidden="true" />
                    </Button>
                    {/* Without JavaScript 'Show more' is hidden: the rest as plain links. */}
                    <noscript>
                      <h3 className="mt-4 font-semibold">{reveal.moreArticlesLabel}</h3>
                      <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                        {hidden.map((entry) => (
                          <li key={hrefOf(entry)}>
                            <a href={hrefOf(entry)} className="underline underline-offset-4">
                              {entry.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </noscript>
                  </>
                )}
              </div>
            )}
          </>
        ) : (
          empty
        )}
      </div>
      <EarlySearchSource
        list={
          <ul className={grids[cards]}>{later.map((entry, index) => item(entry, step + index))}</ul>
        }
        empty={empty}
        step={step}
      />
    </>
  );
}
