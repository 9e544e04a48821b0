/**
 * Every cover file of the build: each item's look (looks.ts, over the listings in
 * listings.ts) drawn in the light and the dark theme's tones. Loaded through Vite
 * (scripts/vite-covers.ts), like the modules it reads.
 */
import { coverFor, detailCoverFor } from "@/lib/covers";
import { coverSvg } from "./art.ts";
import { coverItems, type CoverItem } from "./items.ts";
import { coverKey, coverViews } from "./listings.ts";
import { coverChoices } from "./choices.ts";
import {
  assignLooks,
  coverClashes,
  sameyListings,
  type CoverClash,
  type CoverLook,
  type SameyListing,
} from "./looks.ts";
import { coverPalettes, type CoverTheme } from "./palette.ts";

export type CoverFile = { path: string; svg: string };

const keyedItems = () => coverItems().map((item) => ({ ...item, key: coverKey(item.kind, item) }));

/** Each item with its look: its recorded choice, or its hashed one. */
export function coverLooks(): (CoverItem & { key: string; look: CoverLook })[] {
  const items = keyedItems();
  const looks = assignLooks(items, coverViews(), coverChoices);
  return items.map((item) => ({ ...item, look: looks.get(item.key)! }));
}

/**
 * Covers too like a neighbour's, listings with too few pictures, and recorded choices for
 * items that no longer exist.
 */
export function coverWarnings(): {
  clashes: CoverClash[];
  samey: SameyListing[];
  staleChoices: string[];
} {
  const items = keyedItems();
  const views = coverViews();
  const looks = assignLooks(items, views, coverChoices);
  const keys = new Set(items.map((item) => item.key));
  return {
    clashes: coverClashes(items, views, looks, coverChoices),
    samey: sameyListings(items, views, looks, coverChoices),
    staleChoices: Object.keys(coverChoices).filter((key) => !keys.has(key)),
  };
}

/**
 * The files to serve: a light and a dark cover per item for its cards, and the same for its own
 * page (the motif centred and larger), at the addresses lib/covers gives.
 */
export function coverFiles(): CoverFile[] {
  const palettes: Record<CoverTheme, ReturnType<typeof coverPalettes>> = {
    light: coverPalettes("light"),
    dark: coverPalettes("dark"),
  };
  return coverLooks().flatMap(({ kind, slug, title, look }) =>
    (["card", "detail"] as const).flatMap((framing) => {
      const cover = framing === "card" ? coverFor(kind, slug) : detailCoverFor(kind, slug);
      return (["light", "dark"] as const).map((theme) => ({
        path: (theme === "light" ? cover.src : cover.darkSrc).slice(1),
        svg: coverSvg({
          motif: look.motif,
          palette: palettes[theme][look.palette],
          placement: look.placement,
          seed: title,
          framing,
        }),
      }));
    }),
  );
}
