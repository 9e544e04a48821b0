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
 */
export function CoverImage({ cover, priority = false, className }: CoverImageProps) {
  const image = {
    width: cover.width,
    height: cover.height,
    alt: "",
    loading: priority ? "eager" : "lazy",
    decoding: "async",
    fetchPriority: priority ? "high" : "auto",
  } as const;
  return (
    <>
      <img
        src={cover.src}
        {...image}
        className={cn("aspect-[40/21] w-full object-cover dark:hidden", className)}
      />
      <img
        src={cover.darkSrc}
        {...image}
        className={cn("hidden aspect-[40/21] w-full object-cover dark:block", className)}
      />
    </>
  );
}
