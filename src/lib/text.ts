/*
 * Text helpers shared by every search and template: one normaliser, one match
 * rule, one placeholder filler. Pure functions: no React, no browser.
 */

/** Lower case, accents removed, whitespace collapsed: "  Résumé " → "resume". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a search, normalised; an empty list means "no search". */
export function queryWords(query: string): string[] {
  return normalizeText(query).split(" ").filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The one match rule of every search on the site: each word of the query must
 * start a word in one of the fields ("mach" finds "Machine Learning", "ai" does
 * not find "maintenance"), ignoring case and accents. An empty query matches everything.
 */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const haystack = normalizeText(fields.join(" \u0000 "));
  return words.every((word) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, "u").test(haystack),
  );
}

/** Fills {name} placeholders in a content string, leaving unknown ones: fillTemplate("{shown} of {total}", { shown: 2, total: 6 }). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
