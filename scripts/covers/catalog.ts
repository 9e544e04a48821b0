/**
 * Every cover file of the build: each item's look (looks.ts, over the listings in
 * listings.ts) drawn in the light and the dark theme's tones. Loaded through Vite
 * (scripts/vite-covers.ts), like the modules it reads.
 */
import { coverFor } from "@/lib/covers";
import { coverSvg } from "./art.ts";
import { coverItems, type CoverItem } from "./items.ts";
import { coverKey, coverViews } from "./listings.ts";
import { assignLooks, type CoverLook } from "./looks.ts";
import { coverPalettes, type CoverTheme } from "./palette.ts";

export type CoverFile = { path: string; svg: string };

/** Each item with the look decided for it. */
export function coverLooks(): (CoverItem & { look: CoverLook })[] {
  const items = coverItems().map((item) => ({ ...item, key: coverKey(item.kind, item) }));
  const looks = assignLooks(items, coverViews());
  return items.map((item) => ({ ...item, look: looks.get(item.key)! }));
}

/** The files to serve: a light and a dark cover per item, at the addresses lib/covers gives. */
export function coverFiles(): CoverFile[] {
  const palettes: Record<CoverTheme, ReturnType<typeof coverPalettes>> = {
    light: coverPalettes("light"),
    dark: coverPalettes("dark"),
  };
  return coverLooks().flatMap(({ kind, slug, title, look }) => {
    const cover = coverFor(kind, slug);
    return (["light", "dark"] as const).map((theme) => ({
      path: (theme === "light" ? cover.src : cover.darkSrc).slice(1),
      svg: coverSvg({
        motif: look.motif,
        palette: palettes[theme][look.palette],
        placement: look.placement,
        seed: title,
      }),
    }));
  });
}
