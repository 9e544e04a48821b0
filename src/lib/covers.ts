/**
 * Where the build puts each listing item's cover: deterministic art drawn from the item's
 * title and category (see scripts/covers for the generator). One place decides the address
 * and the intrinsic size, so cards, article headers and the generator cannot disagree.
 */
export type CoverKind = "blog" | "insights" | "white-papers" | "research";

/** A cover's light and dark drawings (the page shows the one of its theme) and its size. */
export type Cover = { src: string; darkSrc: string; width: number; height: number };

/** Covers are drawn at the link-preview ratio (1200 by 630), scaled down by the page. */
export const coverSize = { width: 1200, height: 630 } as const;

export function coverFor(kind: CoverKind, slug: string): Cover {
  return {
    src: `/covers/${kind}/${slug}.svg`,
    darkSrc: `/covers/${kind}/${slug}.dark.svg`,
    ...coverSize,
  };
}

/**
 * The cover an item's own page shows beside its title: the same picture, its motif centred and
 * scaled to the frame (a card's cover leaves room for the card to crop it).
 */
export function detailCoverFor(kind: CoverKind, slug: string): Cover {
  return {
    src: `/covers/${kind}/${slug}.detail.svg`,
    darkSrc: `/covers/${kind}/${slug}.detail.dark.svg`,
    ...coverSize,
  };
}

/** What names an item's cover: its slug, or else the last part of the page it opens (insights). */
export type CoverSource = { slug?: string; href?: string };

/** The file name an item's cover is kept under, the same for the cards and the generator. */
export function coverSlug({ slug, href }: CoverSource): string | undefined {
  if (slug) return slug;
  if (!href?.startsWith("/")) return undefined;
  return (
    href
      .replace(/[#?].*$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() || undefined
  );
}

/** An item's cover by its kind and slug (or the page it opens). */
export function coverOf(kind: CoverKind, item: CoverSource): Cover {
  return coverFor(kind, coverSlug(item) ?? "");
}

/** An item's cover for its own page, by its kind and slug (or the page it opens). */
export function detailCoverOf(kind: CoverKind, item: CoverSource): Cover {
  return detailCoverFor(kind, coverSlug(item) ?? "");
}
