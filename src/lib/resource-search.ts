import type { DocCategory, DocGuide, DocTopic, ResourceKind } from "@/content/types";

/** One searchable resource, whatever library it comes from. */
export type ResourceSearchItem = {
  kind: ResourceKind;
  title: string;
  description: string;
  category: string;
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
type SearchableEntry = { title: string; category: string; description?: string; excerpt?: string };

/** Lower case, accents removed, so "Résumé" matches "resume". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The words of a search, normalised; an empty list means "no search". */
export function queryTerms(query: string): string[] {
  return normalizeText(query).split(/\s+/).filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * True when every word of the search starts a word somewhere in the given
 * texts: "auto" finds "Automation", but "ai" does not find "maintenance".
 */
export function matchesAllTerms(texts: string[], terms: string[]): boolean {
  if (terms.length === 0) return false;
  const haystack = normalizeText(texts.join(" \u0000 "));
  return terms.every((term) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, "u").test(haystack),
  );
}

function toItem(kind: ResourceKind, entry: SearchableEntry, href: string): ResourceSearchItem {
  return {
    kind,
    title: entry.title,
    description: entry.excerpt ?? entry.description ?? "",
    category: entry.category,
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
 * Searches titles, descriptions and categories. Every word of the query must
 * match; items whose title matches come first. Results are grouped by
 * resource type, in the hub's order, and empty groups are left out.
 */
export function searchResources(items: ResourceSearchItem[], query: string): ResourceSearchGroup[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const matches = items.filter((item) =>
    matchesAllTerms([item.title, item.description, item.category], terms),
  );
  const ranked = [
    ...matches.filter((item) => matchesAllTerms([item.title], terms)),
    ...matches.filter((item) => !matchesAllTerms([item.title], terms)),
  ];
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
  const terms = queryTerms(query);
  if (terms.length === 0) return { guides: [], categories: [] };
  const matchedGuides = guides.filter((guide) =>
    matchesAllTerms(
      [guide.title, guide.description, guide.category, guide.type, guide.difficulty],
      terms,
    ),
  );
  const matchedCategories = categories.flatMap((category) => {
    if (matchesAllTerms([category.title, category.description], terms))
      return [{ category, topics: [] }];
    const topics = category.topics.filter((topic) =>
      matchesAllTerms([topic.title, topic.description], terms),
    );
    return topics.length > 0 ? [{ category, topics }] : [];
  });
  return { guides: matchedGuides, categories: matchedCategories };
}

/** Replaces {name} placeholders in a content string, e.g. "{count} results for “{query}”". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
}
