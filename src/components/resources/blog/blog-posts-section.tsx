import { BookmarkCheck, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
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
import { cn } from "@/lib/utils";
import { BlogPostCard } from "@/components/resources/blog/blog-post-card";
import { ListingSection } from "@/components/resources/listing-section";

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
  // Bookmarks can include other articles (the insights analysis): count only blog posts.
  const savedCount = allPosts.filter((post) => saved.includes(post.slug)).length;

  function clearAll() {
    setSavedOnly(false);
    clear();
  }

  return (
    <ListingSection
      look="articles"
      cards="posts"
      id={list.id}
      title={list.title}
      description={list.description}
      items={posts}
      matching={matching}
      listing={listing}
      ownFilter={savedOnly}
      summary={{
        template: category ? list.summaryInCategory : list.summary,
        values: { category: category ?? "" },
        early: list.summary,
        className: "order-last w-full sm:order-none sm:w-auto",
      }}
      filters={(countLine) => (
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
            {countLine}
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
      )}
      hrefOf={(post) => `/resources/blog/${post.slug}`}
      renderItem={(post) => <BlogPostCard post={post} labels={cardLabels} />}
      empty={
        savedOnly && savedCount === 0 ? (
          <EmptyState {...emptySaved} onClear={() => setSavedOnly(false)} />
        ) : (
          <EmptyState {...empty} onClear={clearAll} />
        )
      }
      reveal={list}
    />
  );
}
