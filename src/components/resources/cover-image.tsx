import { preload } from "react-dom";
import type { Cover } from "@/lib/covers";
import { cn } from "@/lib/utils";

type CoverImageProps = {
  cover: Cover;
  /** Above the fold (the featured article, an article's own header): load at once. */
  priority?: boolean;
  className?: string;
};

/**
 * A listing item's generated cover, drawn for each theme. Decorative: the title beside it says
 * what it is, so assistive technology skips it. The theme is a class on <html>, which an SVG
 * in an <img> cannot see, so both drawings are in the page and CSS shows the theme's one; a
 * lazy image that is not displayed is never fetched, so a visitor loads one file per cover.
 * Intrinsic width and height reserve its box (no layout shift); below the fold it loads only
 * when the visitor nears it.
 *
 * Above the fold the light drawing loads at once. The dark one stays lazy, so a light page does
 * not fetch it beside its largest paint (mobile Lighthouse counts every request begun before
 * that paint into it); a preload for the system's dark mode fetches it as early for the
 * visitors who see it. (A visitor who chose dark on a light system gets it once laid out.)
 */
export function CoverImage({ cover, priority = false, className }: CoverImageProps) {
  const image = {
    width: cover.width,
    height: cover.height,
    alt: "",
    decoding: "async",
    fetchPriority: priority ? "high" : "auto",
  } as const;
  if (priority)
    preload(cover.darkSrc, {
      as: "image",
      fetchPriority: "high",
      media: "(prefers-color-scheme: dark)",
    });
  return (
    <>
      <img
        src={cover.src}
        {...image}
        loading={priority ? "eager" : "lazy"}
        className={cn("aspect-[40/21] w-full object-cover dark:hidden", className)}
      />
      <img
        src={cover.darkSrc}
        {...image}
        loading="lazy"
        className={cn("hidden aspect-[40/21] w-full object-cover dark:block", className)}
      />
    </>
  );
}
