/** Where the saved articles live in the visitor's browser. */
export const BOOKMARKS_STORAGE_KEY = "bookmarked-articles";

export const noBookmarks: readonly string[] = Object.freeze([]);

function parse(value: string | null): readonly string[] {
  if (!value) return noBookmarks;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === "string")
      : noBookmarks;
  } catch {
    return noBookmarks;
  }
}

export type BookmarkStore = {
  /** The saved slugs (the same array until something changes, as React expects of a snapshot). */
  get: () => readonly string[];
  has: (slug: string) => boolean;
  /** Saves or unsaves a slug; returns true when it is now saved. */
  toggle: (slug: string) => boolean;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Saved article slugs, kept in localStorage. Where storage is unavailable
 * (blocked cookies, private modes, a full quota) bookmarks still work for the
 * rest of the visit, in memory. Other tabs' changes arrive by the storage event.
 */
export function createBookmarkStore(storage: () => Storage | undefined | null): BookmarkStore {
  let current: readonly string[] | null = null;
  const listeners = new Set<() => void>();

  function read(): readonly string[] {
    try {
      return parse(storage()?.getItem(BOOKMARKS_STORAGE_KEY) ?? null);
    } catch {
      return noBookmarks;
    }
  }

  function get(): readonly string[] {
    current ??= read();
    return current;
  }

  function notify() {
    listeners.forEach((listener) => listener());
  }

  function toggle(slug: string): boolean {
    const saved = get();
    const next = saved.includes(slug) ? saved.filter((item) => item !== slug) : [...saved, slug];
    current = next;
    try {
      storage()?.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      /* Kept in memory for this visit. */
    }
    notify();
    return next.includes(slug);
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== BOOKMARKS_STORAGE_KEY) return;
    current = null;
    notify();
  }

  function subscribe(listener: () => void) {
    if (listeners.size === 0 && typeof window !== "undefined")
      window.addEventListener("storage", onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== "undefined")
        window.removeEventListener("storage", onStorage);
    };
  }

  return { get, has: (slug) => get().includes(slug), toggle, subscribe };
}

/** The site's bookmarks, in this browser's localStorage. */
export const bookmarks = createBookmarkStore(() => window.localStorage);
