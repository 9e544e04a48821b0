import type { ResearchStudy, WhitePaper } from "@/content/types";

/** Lowercases and strips accents, so "Régulation" matches "regulation". */
export function normalizeText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * True when every word of the query appears somewhere in the fields
 * (case- and accent-insensitive). An empty query matches everything.
 */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const terms = normalizeText(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = normalizeText(fields.join(" \n "));
  return terms.every((term) => haystack.includes(term));
}

/** The value a listing's first chip stands for: no filter on that field. */
export const ALL = "all";

export type WhitePaperFilters = {
  /** A category, or ALL for every category. */
  category: WhitePaper["category"] | typeof ALL;
  query: string;
};

/** The papers in the chosen category that match the search (title, description, category, author). */
export function filterWhitePapers<T extends WhitePaper>(
  papers: readonly T[],
  { category, query }: WhitePaperFilters,
): T[] {
  return papers.filter(
    (paper) =>
      (category === ALL || paper.category === category) &&
      matchesQuery(query, [paper.title, paper.description, paper.category, paper.author]),
  );
}

export type ResearchFilters = {
  category: ResearchStudy["category"] | typeof ALL;
  type: ResearchStudy["type"] | typeof ALL;
  query: string;
};

/** The studies of the chosen category and type that match the search (title, description, category, type). */
export function filterStudies<T extends ResearchStudy>(
  studies: readonly T[],
  { category, type, query }: ResearchFilters,
): T[] {
  return studies.filter(
    (study) =>
      (category === ALL || study.category === category) &&
      (type === ALL || study.type === type) &&
      matchesQuery(query, [study.title, study.description, study.category, study.type]),
  );
}

/** Fills {name} placeholders in a content template: fillTemplate("{shown} of {total}", { shown: 2, total: 6 }). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
