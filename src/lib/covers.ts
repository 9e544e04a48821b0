/**
 * Where the build puts each listing item's cover: deterministic art drawn from the item's
 * title and category (see scripts/covers for the generator). One place decides the address
 * and the intrinsic size, so cards, article headers and the generator cannot disagree.
 */
export type CoverKind = "blog" | "insights" | "white-papers" | "research";

export type Cover = { src: string; width: number; height: number };

/** Covers are drawn at the link-preview ratio (1200 by 630), scaled down by the page. */
export const coverSize = { width: 1200, height: 630 } as const;

export function coverFor(kind: CoverKind, slug: string): Cover {
  return { src: `/covers/${kind}/${slug}.svg`, ...coverSize };
}
