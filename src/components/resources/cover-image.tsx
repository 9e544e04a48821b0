import type { Cover } from "@/lib/covers";
import { cn } from "@/lib/utils";

type CoverImageProps = {
  cover: Cover;
  /** Above the fold (the featured article, an article's own header): load at once. */
  priority?: boolean;
  className?: string;
};

/**
 * A listing item's generated cover. Decorative: the title beside it says what it is, so
 * assistive technology skips it. Intrinsic width and height reserve its box (no layout
 * shift); below the fold it loads only when the visitor nears it.
 */
export function CoverImage({ cover, priority = false, className }: CoverImageProps) {
  return (
    <img
      src={cover.src}
      width={cover.width}
      height={cover.height}
      alt=""
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={cn("aspect-[40/21] w-full object-cover", className)}
    />
  );
}
