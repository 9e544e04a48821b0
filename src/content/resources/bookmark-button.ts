import type { ArticleBookmarkCopy } from "@/content/types";

/** The bookmark button on blog cards and on the insights article; each adds its own toast line. */
export const bookmarkButton = {
  label: "Bookmark",
  visibleLabel: "Bookmark",
  savedLabel: "Bookmarked",
  removedToast: { title: "Bookmark removed" },
} satisfies Omit<ArticleBookmarkCopy, "addedToast">;
