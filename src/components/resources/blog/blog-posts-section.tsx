import { BookmarkCheck, ChevronDown, SlidersHorizontal } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { facetOptions, FilterChips } from "@/components/ui/filter-chips";
import {
  blogCategories,
  type ArticleBookmarkCopy,
  type BlogPageContent,
  type BlogPostMeta,
  type EmptyStateCopy,
} from "@/content/types";
import { useBookmarks } from "@/hooks/use-bookmarks";
import type { ListingParams } from "@/hooks/use-listing-params";
import { filterPosts } from "@/lib/blog";
import { settleEarlySearch } from "@/boot/early-search";
import { earlyMark } from "@/boot/early-search-marks";
import { listingFields } from "@/lib/listing";
import { fillTemplate } from "@/lib/text";
import { cn } from "@/lib/utils";
import { BlogPostCard, type BlogPostCardLabels } from "@/components/resources/blog/blog-post-card";
import { EarlySearchSource } from "@/components/resources/early-search";
import { ArticleListingSection } from "@/components/resources/resources-library";

/** How many cards take part in the entrance animation (two rows on wide screens). */
const STAGGERED_CARDS = 6;

/** How many cards each step reveals: three rows on wide screens. */
export const REVEAL_STEP = 9;

const gridClass = "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3";

type PostItemProps = { post: BlogPostMeta; index: number; labels: BlogPostCardLabels };

/** A card in the list, with the fields the search looks at for the early search. */
function PostItem({ post, index, labels }: PostItemProps) {
  return (
    // Only the first rows animate in: the rest are below the fold, and a
    // long cascade would leave cards faded while the visitor scrolls.
    <li
      className={index < STAGGERED_CARDS ? "stagger-item" : undefined}
      {...earlyMark("fields", JSON.stringify(listingFields(post)))}
    >
      <BlogPostCard post={post} labels={labels} />
    </li>
  );
}

type BlogPostsSectionProps = BlogPageContent["list"] & {
  /** The listed posts (the featured one excluded). */
  posts: readonly BlogPostMeta[];
  /** Every post, the featured one included: "Saved" shows any bookmarked post. */
  allPosts: readonly BlogPostMeta[];
  empty: EmptyStateCopy;
  emptySaved: EmptyStateCopy;
  bookmark: ArticleBookmarkCopy;
  /** The search and category, kept in the address (?q=…&category=…). */
  listing: ListingParams<{ category: typeof blogCategories }>;
};

/** The category buttons, the saved-only toggle and the filtered grid of posts, revealed in steps. */
export function BlogPostsSection({
  posts,
  allPosts,
  empty,
  emptySaved,
  bookmark,
  listing,
  ...list
}: BlogPostsSectionProps) {
  const { query, facets, setFacet, clear } = listing;
  const { category } = facets;
  const saved = useBookmarks();
  const [savedOnly, setSavedOnly] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const cardLabels = { readMoreLabel: list.readMoreLabel, viewsLabel: list.viewsLabel, bookmark };

  const matching = filterPosts(savedOnly ? allPosts : posts, {
    category,
    query,
    savedSlugs: savedOnly ? saved : null,
  });
  // The list opens in steps; a new search, category or the Saved toggle starts over.
  const filterKey = JSON.stringify([query, category, savedOnly]);
  const [reveal, setReveal] = useState({ key: filterKey, count: REVEAL_STEP, focusFrom: -1 });
  if (reveal.key !== filterKey) setReveal({ key: filterKey, count: REVEAL_STEP, focusFrom: -1 });
  const revealed = reveal.key === filterKey ? reveal.count : REVEAL_STEP;
  const visible = matching.slice(0, revealed);
  const hidden = matching.length - visible.length;
  const listRef = useRef<HTMLUListElement>(null);

  // Typed before the takeover, the search drew its results already: these take their place.
  useLayoutEffect(() => settleEarlySearch(query), [query]);

  // After 'Show more', the keyboard continues at the first new card.
  useEffect(() => {
    if (reveal.focusFrom < 0) return;
    listRef.current?.children[reveal.focusFrom]?.querySelector("a")?.focus();
  }, [reveal]);

  function showMore() {
    setReveal({ key: filterKey, count: revealed + REVEAL_STEP, focusFrom: revealed });
  }
  // Bookmarks can include other articles (the insights analysis): count only blog posts.
  const savedCount = allPosts.filter((post) => saved.includes(post.slug)).length;

  function clearAll() {
    setSavedOnly(false);
    clear();
  }

  const summary = fillTemplate(category ? list.summaryInCategory : list.summary, {
    shown: visible.length,
    count: matching.length,
    category: category ?? "",
  });

  return (
    <ArticleListingSection
      {...list}
      filters={
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="outline"
              className="md:hidden"
              aria-expanded={filtersOpen}
              aria-controls="blog-categories"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              {list.filterLabel}
            </Button>
            <p
              className="order-last w-full text-sm text-muted-foreground sm:order-none sm:w-auto"
              aria-live="polite"
              {...earlyMark("text", list.summary)}
              suppressHydrationWarning
            >
              {summary}
            </p>
            <Button
              variant={savedOnly ? "outline-pressed" : "outline"}
              aria-pressed={savedOnly}
              onClick={() => setSavedOnly((on) => !on)}
            >
              <BookmarkCheck aria-hidden="true" className={cn(savedOnly && "fill-current")} />
              {list.savedLabel}
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
                {savedCount}
              </span>
            </Button>
          </div>
          <FilterChips
            id="blog-categories"
            label={list.categoriesLabel}
            options={facetOptions(list.allLabel, blogCategories)}
            value={category}
            onChange={(value) => setFacet("category", value)}
            className={filtersOpen ? undefined : "hidden md:block"}
          />
        </>
      }
    >
      <div {...earlyMark("liveResults")}>
        {visible.length > 0 ? (
          <>
            <ul ref={listRef} className={gridClass}>
              {visible.map((post, index) => (
                <PostItem key={post.slug} post={post} index={index} labels={cardLabels} />
              ))}
            </ul>
            <div className="mt-10 flex flex-col items-center gap-3">
              {/* Not live: the line above the cards announces the same count. */}
              <p className="text-sm text-muted-foreground">
                {hidden > 0 &&
                  fillTemplate(list.revealedSummary, {
                    shown: visible.length,
                    count: matching.length,
                  })}
              </p>
              {hidden > 0 && (
                <Button variant="outline" size="lg" onClick={showMore}>
                  {list.revealLabel}
                  <ChevronDown aria-hidden="true" />
                </Button>
              )}
              {/* Without JavaScript 'Show more' is hidden: the rest of the list as plain links. */}
              {hidden > 0 && (
                <noscript>
                  <h3 className="mt-4 font-semibold">{list.moreArticlesLabel}</h3>
                  <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                    {matching.slice(visible.length).map((post) => (
                      <li key={post.slug}>
                        <a
                          href={`/resources/blog/${post.slug}`}
                          className="underline underline-offset-4"
                        >
                          {post.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </noscript>
              )}
            </div>
          </>
        ) : savedOnly && savedCount === 0 ? (
          <EmptyState {...emptySaved} onClear={() => setSavedOnly(false)} />
        ) : (
          <EmptyState {...empty} onClear={clearAll} />
        )}
      </div>
      <EarlySearchSource
        list={
          <ul className={gridClass}>
            {posts.slice(REVEAL_STEP).map((post, index) => (
              <PostItem
                key={post.slug}
                post={post}
                index={REVEAL_STEP + index}
                labels={cardLabels}
              />
            ))}
          </ul>
        }
        empty={<EmptyState {...empty} onClear={clearAll} />}
        step={REVEAL_STEP}
      />
    </ArticleListingSection>
  );
}
