import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ArticleBookmarkButton } from "@/components/resources/article/article-bookmark-button";
import { blogPage } from "@/content/resources/blog/blog-page";
import { toast } from "@/lib/toast";
import { BOOKMARKS_STORAGE_KEY, bookmarks, createBookmarkStore } from "@/lib/bookmarks";

vi.mock("@/lib/toast", () => ({ toast: vi.fn() }));

/** A Storage whose every call throws, like a browser with storage blocked. */
const blockedStorage = () => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("bookmark store", () => {
  it("saves and unsaves slugs in storage, where a later visit finds them", () => {
    const storage = memoryStorage();
    const store = createBookmarkStore(() => storage);
    expect(store.toggle("ai-ethics")).toBe(true);
    expect(store.toggle("quantum-ai")).toBe(true);
    expect(JSON.parse(storage.getItem(BOOKMARKS_STORAGE_KEY) ?? "[]")).toEqual([
      "ai-ethics",
      "quantum-ai",
    ]);
    expect(createBookmarkStore(() => storage).get()).toEqual(["ai-ethics", "quantum-ai"]);
    expect(store.toggle("ai-ethics")).toBe(false);
    expect(createBookmarkStore(() => storage).has("ai-ethics")).toBe(false);
  });

  it("keeps bookmarks in memory for the visit when storage is blocked", () => {
    const store = createBookmarkStore(blockedStorage);
    expect(store.get()).toEqual([]);
    expect(() => store.toggle("ai-ethics")).not.toThrow();
    expect(store.has("ai-ethics")).toBe(true);
    expect(store.toggle("ai-ethics")).toBe(false);
    expect(store.get()).toEqual([]);
  });

  it("keeps bookmarks in memory when storage is missing or full", () => {
    const missing = createBookmarkStore(() => undefined);
    expect(missing.toggle("ai-ethics")).toBe(true);
    expect(missing.get()).toEqual(["ai-ethics"]);
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    };
    const store = createBookmarkStore(() => full);
    expect(store.toggle("edge-ai-revolution")).toBe(true);
    expect(store.get()).toEqual(["edge-ai-revolution"]);
  });

  it("ignores stored values that are not a list of slugs", () => {
    expect(
      createBookmarkStore(() => memoryStorage({ [BOOKMARKS_STORAGE_KEY]: "{not json" })).get(),
    ).toEqual([]);
    expect(
      createBookmarkStore(() => memoryStorage({ [BOOKMARKS_STORAGE_KEY]: '{"a":1}' })).get(),
    ).toEqual([]);
    expect(
      createBookmarkStore(() => memoryStorage({ [BOOKMARKS_STORAGE_KEY]: '["a",2,"b"]' })).get(),
    ).toEqual(["a", "b"]);
  });

  it("tells subscribers about changes, including ones from other tabs", () => {
    const storage = memoryStorage();
    const store = createBookmarkStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggle("ai-ethics");
    expect(listener).toHaveBeenCalledTimes(1);
    storage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(["ai-ethics", "quantum-ai"]));
    window.dispatchEvent(new StorageEvent("storage", { key: BOOKMARKS_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual(["ai-ethics", "quantum-ai"]);
    unsubscribe();
    store.toggle("quantum-ai");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("bookmark button", () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    for (const slug of bookmarks.get()) bookmarks.toggle(slug);
  });

  it("toggles aria-pressed, keeps its name and shows the toasts", async () => {
    const user = userEvent.setup();
    render(
      <ArticleBookmarkButton slug="ai-ethics" title="The Ethics of AI" copy={blogPage.bookmark} />,
    );
    const button = screen.getByRole("button", { name: "Bookmark The Ethics of AI" });
    expect(button).toHaveAttribute("aria-pressed", "false");

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: "Article bookmarked!" }),
    );
    expect(JSON.parse(window.localStorage.getItem(BOOKMARKS_STORAGE_KEY) ?? "[]")).toEqual([
      "ai-ethics",
    ]);

    await user.click(screen.getByRole("button", { name: "Bookmark The Ethics of AI" }));
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(toast).toHaveBeenLastCalledWith(blogPage.bookmark.removedToast);
  });

  it("shows the same state on every button for the same article", () => {
    render(
      <>
        <ArticleBookmarkButton slug="quantum-ai" title="Quantum AI" copy={blogPage.bookmark} />
        <ArticleBookmarkButton
          slug="quantum-ai"
          title="Quantum AI"
          copy={blogPage.bookmark}
          appearance="labelled"
        />
      </>,
    );
    act(() => void bookmarks.toggle("quantum-ai"));
    for (const button of screen.getAllByRole("button", { name: "Bookmark Quantum AI" })) {
      expect(button).toHaveAttribute("aria-pressed", "true");
    }
  });
});
