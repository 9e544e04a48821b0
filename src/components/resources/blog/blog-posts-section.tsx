import { BookmarkCheck, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button } from "@/components/ui/button";
import {
  blogCategories,
  type BlogCategory,
  type BlogEmptyCopy,
  type BlogPageContent,
  type BlogPostMeta,
} from "@/content/types";
import { useBookmarks } from "@/hooks/use-bookmarks";
import { useHydrated } from "@/hooks/use-hydrated";
import { fill, filterPosts, parseBlogCategory } from "@/lib/blog";
import { cn } from "@/lib/utils";
import { BlogEmptyState } from "@/components/resources/blog/blog-empty-state";
import { BlogPostCard, type BlogPostCardLabels } from "@/components/resources/blog/blog-post-card";
import { FilterChips } from "@/components/ui/filter-chips";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

const CATEGORY_PARAM = "category";
/** How many cards take part in the entrance animation (two rows on wide screens). */
const STAGGERED_CARDS = 6;

type BlogPostsSectionProps = {
  /** The listed posts (the featured one excluded). */
  posts: readonly BlogPostMeta[];
  /** Every post, the featured one included: "Saved" shows any bookmarked post. */
  allPosts: readonly BlogPostMeta[];
  list: BlogPageContent["list"];
  empty: BlogEmptyCopy;
  emptySaved: BlogEmptyCopy;
  cardLabels: BlogPostCardLabels;
  /** The search text from the box above. */
  query: string;
  onClearQuery: () => void;
};

/** The category buttons (kept in ?category=), the saved-only toggle and the filtered grid of posts. */
export function BlogPostsSection({
  posts,
  allPosts,
  list,
  empty,
  emptySaved,
  cardLabels,
  query,
  onClearQuery,
}: BlogPostsSectionProps) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = hydrated ? parseBlogCategory(searchParams.get(CATEGORY_PARAM)) : null;
  const saved = useBookmarks();
  const [savedOnly, setSavedOnly] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const visible = filterPosts(savedOnly ? allPosts : posts, {
    category,
    query,
    savedSlugs: savedOnly ? saved : null,
  });
  // Bookmarks can include other articles (the insights analysis): count only blog posts.
  const savedCount = allPosts.filter((post) => saved.includes(post.slug)).length;

  function selectCategory(next: BlogCategory | null) {
    if (next === category) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(CATEGORY_PARAM, next);
        else params.delete(CATEGORY_PARAM);
        return params;
      },
      { replace: true },
    );
  }

  function clearAll() {
    onClearQuery();
    setSavedOnly(false);
    selectCategory(null);
  }

  const summary = category
    ? fill(list.summaryInCategory, { count: visible.length, total: posts.length, category })
    : fill(list.summary, { count: visible.length, total: posts.length });

  const categoryButtons: { label: string; value: BlogCategory | null }[] = [
    { label: list.allLabel, value: null },
    ...blogCategories.map((value) => ({ label: value, value })),
  ];

  return (
    <Section id="articles">
      <SectionHeading
        title={list.title}
        description={list.description}
        align="left"
        className="mb-8 sm:mb-8"
      />

      <div className="flex flex-col gap-4 border-b pb-6">
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
          >
            {summary}
          </p>
          <Button
            variant="outline"
            aria-pressed={savedOnly}
            onClick={() => setSavedOnly((on) => !on)}
            className={cn(savedOnly && "border-primary/50 bg-accent text-accent-foreground")}
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
          options={categoryButtons}
          value={category}
          onChange={selectCategory}
          className={filtersOpen ? undefined : "hidden md:block"}
        />
      </div>

      <div className="mt-8">
        {visible.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((post, index) => (
              // Only the first rows animate in: the rest are below the fold, and a
              // long cascade would leave cards faded while the visitor scrolls.
              <li key={post.slug} className={index < STAGGERED_CARDS ? "stagger-item" : undefined}>
                <BlogPostCard post={post} labels={cardLabels} />
              </li>
            ))}
          </ul>
        ) : savedOnly && savedCount === 0 ? (
          <BlogEmptyState copy={emptySaved} onClear={() => setSavedOnly(false)} />
        ) : (
          <BlogEmptyState copy={empty} onClear={clearAll} />
        )}
      </div>
    </Section>
  );
}
