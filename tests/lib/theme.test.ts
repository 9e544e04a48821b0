// @vitest-environment jsdom
// (The theme store reads localStorage and matchMedia, which only a DOM provides.)
import { afterEach, describe, expect, it, vi } from "vitest";
import { readStoredTheme, resolveTheme, storeTheme, watchSystemTheme } from "@/lib/theme";

function fakeMatchMedia(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => query);
  return {
    change(dark: boolean) {
      query.matches = dark;
      listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent));
    },
    listenerCount: () => listeners.size,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("theme", () => {
  it("is System when nothing is stored", () => {
    expect(readStoredTheme()).toBe("system");
  });

  it("reads back the stored choice under the key 'theme'", () => {
    storeTheme("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(readStoredTheme()).toBe("dark");
  });

  it("ignores a stored value that is not a theme", () => {
    window.localStorage.setItem("theme", "sepia");
    expect(readStoredTheme()).toBe("system");
  });

  it("falls back to System and keeps working when storage is unavailable", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    expect(readStoredTheme(blocked)).toBe("system");
    expect(() => storeTheme("light", blocked)).not.toThrow();
  });

  it("resolves System from the operating system preference and keeps explicit choices", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("reports operating system changes while the page is open, until unsubscribed", () => {
    const media = fakeMatchMedia(false);
    const seen: boolean[] = [];
    const stop = watchSystemTheme((dark) => seen.push(dark));
    media.change(true);
    media.change(false);
    stop();
    media.change(true);
    expect(seen).toEqual([true, false]);
    expect(media.listenerCount()).toBe(0);
  });
});
