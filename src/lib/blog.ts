import {
  blogCategories,
  insightCategories,
  type ArticleBlock,
  type BlogCategory,
  type BlogPostMeta,
  type Insight,
  type InsightCategory,
} from "@/content/types";

/*
 * Filtering and search for the blog and insights listings, and the small
 * helpers the article template shares. Pure functions: no React, no browser.
 */

/** Lowercased, accents stripped and whitespace collapsed, so "Ethics " finds "ethics". */
function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * True when every word of the query appears in at least one of the fields.
 * An empty query matches everything.
 */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  const terms = normalize(query).split(" ").filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = normalize(fields.join(" \u0000 "));
  return terms.every((term) => haystack.includes(term));
}

/** The post shown above the listing (`featured: true`), if any. */
export function featuredPost<T extends BlogPostMeta>(posts: readonly T[]): T | undefined {
  return posts.find((post) => post.featured);
}

/** The posts the listing shows: every post except the featured one. */
export function listedPosts<T extends BlogPostMeta>(posts: readonly T[]): T[] {
  return posts.filter((post) => !post.featured);
}

/** A category name from the address (?category=AI+Trends), or null for none or an unknown name. */
export function parseBlogCategory(value: string | null | undefined): BlogCategory | null {
  return (blogCategories as readonly string[]).includes(value ?? "")
    ? (value as BlogCategory)
    : null;
}

/** Posts in `category`; every post when it is null (All Posts). */
export function filterPostsByCategory<T extends BlogPostMeta>(
  posts: readonly T[],
  category: BlogCategory | null,
): T[] {
  return category ? posts.filter((post) => post.category === category) : [...posts];
}

/** Posts whose title, excerpt, category or author contain every word of the query. */
export function searchPosts<T extends BlogPostMeta>(posts: readonly T[], query: string): T[] {
  return posts.filter((post) =>
    matchesQuery([post.title, post.excerpt, post.category, post.author], query),
  );
}

export type PostFilter = {
  category?: BlogCategory | null;
  query?: string;
  /** When given, only posts whose slug is in this list. */
  savedSlugs?: readonly string[] | null;
};

/** Category, search and saved-only combined: a post must pass all three. */
export function filterPosts<T extends BlogPostMeta>(
  posts: readonly T[],
  { category = null, query = "", savedSlugs = null }: PostFilter,
): T[] {
  const saved = savedSlugs ? new Set(savedSlugs) : null;
  return searchPosts(filterPostsByCategory(posts, category), query).filter(
    (post) => !saved || saved.has(post.slug),
  );
}

/** Up to `limit` other posts from the same category, newest first. */
export function relatedPosts<T extends BlogPostMeta>(
  post: BlogPostMeta,
  posts: readonly T[],
  limit = 3,
): T[] {
  return posts
    .filter((other) => other.slug !== post.slug && other.category === post.category)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
}

/** A category name from a chip, or null for none or an unknown name. */
export function parseInsightCategory(value: string | null | undefined): InsightCategory | null {
  return (insightCategories as readonly string[]).includes(value ?? "")
    ? (value as InsightCategory)
    : null;
}

/** Insights in the category (all when null) whose title, excerpt, category or author match the query. */
export function filterInsights<T extends Insight>(
  insights: readonly T[],
  { category = null, query = "" }: { category?: InsightCategory | null; query?: string },
): T[] {
  return insights.filter(
    (insight) =>
      (!category || insight.category === category) &&
      matchesQuery([insight.title, insight.excerpt, insight.category, insight.author], query),
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "2024-03-12" → "Mar 12, 2024", the same on the server and in every browser. */
export function formatPostDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Fills {name} placeholders in a content string: fill("{count} of {total}", { count: 4, total: 28 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** "Why ethics is a business issue" → "why-ethics-is-a-business-issue". */
export function slugify(text: string): string {
  return normalize(text)
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
