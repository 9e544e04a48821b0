import { Bookmark, BookmarkCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ArticleBookmarkCopy } from "@/content/types";
import { toast } from "@/lib/toast";
import { useBookmarks } from "@/hooks/use-bookmarks";
import { bookmarks } from "@/lib/bookmarks";
import { cn } from "@/lib/utils";

type ArticleBookmarkButtonProps = {
  /** What is saved: the article's slug. */
  slug: string;
  title: string;
  copy: ArticleBookmarkCopy;
  /** "icon" for cards; "labelled" shows the word beside the icon. */
  appearance?: "icon" | "labelled";
  className?: string;
};

/**
 * Saves or unsaves an article in this browser. The name stays "Bookmark
 * {title}" in both states; aria-pressed and the filled icon show which.
 */
export function ArticleBookmarkButton({
  slug,
  title,
  copy,
  appearance = "icon",
  className,
}: ArticleBookmarkButtonProps) {
  const saved = useBookmarks().includes(slug);
  const Icon = saved ? BookmarkCheck : Bookmark;

  function handleClick() {
    const nowSaved = bookmarks.toggle(slug);
    toast(nowSaved ? copy.addedToast : copy.removedToast);
  }

  if (appearance === "labelled") {
    return (
      <Button
        variant={saved ? "outline-pressed" : "outline"}
        aria-pressed={saved}
        onClick={handleClick}
        className={className}
      >
        <Icon aria-hidden="true" className={cn(saved && "fill-current")} />
        {copy.visibleLabel}
        <span className="sr-only"> {title}</span>
      </Button>
    );
  }

  return (
    <Button
      variant={saved ? "ghost-pressed" : "ghost"}
      size="icon-sm"
      aria-pressed={saved}
      aria-label={`${copy.label} ${title}`}
      title={saved ? copy.savedLabel : copy.visibleLabel}
      onClick={handleClick}
      className={cn(!saved && "text-muted-foreground", className)}
    >
      <Icon aria-hidden="true" className={cn(saved && "fill-current")} />
    </Button>
  );
}
