import { useSyncExternalStore } from "react";
import { bookmarks, noBookmarks } from "@/lib/bookmarks";

/**
 * The saved slugs, for rendering. Prerendering and hydration see none (the
 * server cannot know them); the browser's list follows right after.
 */
export function useBookmarks(): readonly string[] {
  return useSyncExternalStore(bookmarks.subscribe, bookmarks.get, () => noBookmarks);
}
