import type { DocCategory, DocGuide, DocTopic, ResourceKind } from "@/content/types";
import { filterItems, listingFields } from "@/lib/listing";
import { matchesQuery, queryWords } from "@/lib/text";

/** One searchable resource, whatever library it comes from. */
export type ResourceSearchItem = {
  kind: ResourceKind;
  title: string;
  description: string;
  category: string;
  author?: string;
  /** The page the result opens. */
  href: string;
};

export type ResourceSearchGroup = { kind: ResourceKind; items: ResourceSearchItem[] };

/** The order result groups appear in (the order of the hub's resource cards). */
export const resourceKindOrder: ResourceKind[] = [
  "blog",
  "white-paper",
  "research",
  "documentation",
  "insight",
];

/** What every content collection shares: a title, a category and a description or excerpt. */
type SearchableEntry = {
  title: string;
  category: string;
  description?: string;
  excerpt?: string;
  author?: string;
};

function toItem(kind: ResourceKind, entry: SearchableEntry, href: string): ResourceSearchItem {
  return {
    kind,
    title: entry.title,
    description: entry.excerpt ?? entry.description ?? "",
    category: entry.category,
    author: entry.author,
    href,
  };
}

/** Flattens the resource libraries into one searchable list. Blog posts open at /resources/blog/{slug}. */
export function buildResourceIndex(sources: {
  posts: (SearchableEntry & { slug: string })[];
  whitePapers: (SearchableEntry & { href: string })[];
  researchStudies: (SearchableEntry & { href: string })[];
  guides: (SearchableEntry & { href: string })[];
  insights: (SearchableEntry & { href: string })[];
}): ResourceSearchItem[] {
  return [
    ...sources.posts.map((post) => toItem("blog", post, `/resources/blog/${post.slug}`)),
    ...sources.whitePapers.map((paper) => toItem("white-paper", paper, paper.href)),
    ...sources.researchStudies.map((study) => toItem("research", study, study.href)),
    ...sources.guides.map((guide) => toItem("documentation", guide, guide.href)),
    ...sources.insights.map((insight) => toItem("insight", insight, insight.href)),
  ];
}

/**
 * Searches titles, descriptions, categories and authors (see matchesQuery). Every word of the query must
 * match; items whose title matches come first. Results are grouped by
 * resource type, in the hub's order, and empty groups are left out.
 */
export function searchResources(items: ResourceSearchItem[], query: string): ResourceSearchGroup[] {
  if (queryWords(query).length === 0) return [];
  const matches = filterItems(items, { query }, listingFields);
  const inTitle = (item: ResourceSearchItem) => matchesQuery([item.title], query);
  const ranked = [...matches.filter(inTitle), ...matches.filter((item) => !inTitle(item))];
  return resourceKindOrder
    .map((kind) => ({ kind, items: ranked.filter((item) => item.kind === kind) }))
    .filter((group) => group.items.length > 0);
}

export function countResults(groups: { items: unknown[] }[]): number {
  return groups.reduce((total, group) => total + group.items.length, 0);
}

export type DocumentationSearchResult = {
  guides: DocGuide[];
  /** Matching categories, each with the topics that matched (all of them when the category itself matched). */
  categories: { category: DocCategory; topics: DocTopic[] }[];
};

/** Searches the guides (title, description, category, type, difficulty) and the categories with their topics. */
export function searchDocumentation(
  guides: DocGuide[],
  categories: DocCategory[],
  query: string,
): DocumentationSearchResult {
  if (queryWords(query).length === 0) return { guides: [], categories: [] };
  const matchedGuides = filterItems(guides, { query }, (guide) => [
    ...listingFields(guide),
    guide.difficulty,
  ]);
  const matchedCategories = categories.flatMap((category) => {
    if (matchesQuery([category.title, category.description], query))
      return [{ category, topics: [] }];
    const topics = category.topics.filter((topic) =>
      matchesQuery([topic.title, topic.description], query),
    );
    return topics.length > 0 ? [{ category, topics }] : [];
  });
  return { guides: matchedGuides, categories: matchedCategories };
}
