import { matchesQuery } from "@/lib/text";

/*
 * The one filter behind every resource listing (blog, white papers, research,
 * insights) and the hub and documentation searches.
 */

/** What a listing's search looks at, whatever its collection calls the fields. */
export type Searchable = {
  title: string;
  category: string;
  excerpt?: string;
  description?: string;
  author?: string;
  type?: string;
};

/** The searched fields of an entry: title, excerpt (or description), category, author and type. */
export function listingFields(item: Searchable): string[] {
  return [
    item.title,
    item.excerpt ?? item.description ?? "",
    item.category,
    item.author ?? "",
    item.type ?? "",
  ];
}

/** Facet values by the item field they filter; null (or absent) means "all". */
export type Facets<T> = { readonly [K in keyof T & string]?: string | null };

export type ListingFilter<T> = { query?: string; facets?: Facets<T> };

/**
 * The items whose facet fields equal every chosen facet value and whose fields
 * match every word of the query (see matchesQuery). Order is kept.
 */
export function filterItems<T>(
  items: readonly T[],
  { query = "", facets = {} }: ListingFilter<T>,
  fieldsOf: (item: T) => readonly string[],
): T[] {
  const chosen = (Object.entries(facets) as [keyof T, unknown][]).filter(
    ([, value]) => value != null,
  );
  return items.filter(
    (item) =>
      chosen.every(([key, value]) => item[key] === value) && matchesQuery(fieldsOf(item), query),
  );
}

/** A facet value from the address, or null when it is missing or not one of `allowed`. */
export function parseFacet<V extends string>(
  value: string | null | undefined,
  allowed: readonly V[],
): V | null {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as V) : null;
}
