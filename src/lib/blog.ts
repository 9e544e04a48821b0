import type { ArticleBlock, BlogCategory, BlogPostMeta } from "@/content/types";
import { filterItems, listingFields } from "@/lib/listing";
import { normalizeText } from "@/lib/text";

/*
 * What is particular to the blog: the featured and listed posts, saved-only
 * filtering, related posts, and the helpers the article template shares. Pure functions: no React, no browser.
 */

/** The post shown above the listing (`featured: true`), if any. */
export function featuredPost<T extends BlogPostMeta>(posts: readonly T[]): T | undefined {
  return posts.find((post) => post.featured);
}

/** The posts the listing shows: every post except the featured one. */
export function listedPosts<T extends BlogPostMeta>(posts: readonly T[]): T[] {
  return posts.filter((post) => !post.featured);
}

export type PostFilter = {
  category?: BlogCategory | null;
  query?: string;
  /** When given, only posts whose slug is in this list. */
  savedSlugs?: readonly string[] | null;
};

/** Category, search (see matchesQuery) and saved-only combined: a post must pass all three. */
export function filterPosts<T extends BlogPostMeta>(
  posts: readonly T[],
  { category = null, query = "", savedSlugs = null }: PostFilter,
): T[] {
  const saved = savedSlugs ? new Set(savedSlugs) : null;
  return filterItems<BlogPostMeta>(posts, { query, facets: { category } }, listingFields).filter(
    (post) => !saved || saved.has(post.slug),
  ) as T[];
}

/** Up to `limit` other posts from the same category, newest first. */
export function relatedPosts<T extends BlogPostMeta>(
  post: BlogPostMeta,
  posts: readonly T[],
  limit = 3,
): T[] {
  return (
    posts
      .filter((other) => other.slug !== post.slug && other.category === post.category)
      // ISO dates sort as plain strings; localeCompare would load the browser's collation data
      // (20-40 ms of main thread) while the article hydrates.
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .slice(0, limit)
  );
}

/** "Why ethics is a business issue" → "why-ethics-is-a-business-issue". */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Ids the article pages already use for their own sections; headings never take them. */
export const reservedArticleIds = [
  "main",
  "hero",
  "article",
  "contents",
  "related",
  "consultation",
  "newsletter",
];

export type TocEntry = { id: string; text: string };

/** Every heading of a body with a unique anchor id, in order: the table of contents and the h2 ids. */
export function tableOfContents(body: readonly ArticleBlock[]): TocEntry[] {
  const taken = new Set(reservedArticleIds);
  return body.flatMap((block) => {
    if (block.type !== "heading") return [];
    const base = slugify(block.text) || "section";
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return [{ id, text: block.text }];
  });
}

/** Articles with at least this many headed sections get a table of contents. */
export const TOC_MIN_SECTIONS = 4;

/** "Dr. Emily Watson" → "EW", for the avatar circle beside a byline. */
export function initials(name: string): string {
  return name
    .replace(/^(Dr|Prof|Mr|Ms|Mrs)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
