/** Light, dark or follow the operating system. Stored in localStorage under `theme`. */
export type Theme = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const themes: readonly Theme[] = ["light", "dark", "system"];

const DARK_QUERY = "(prefers-color-scheme: dark)";

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** The stored choice, or System when nothing valid is stored or storage is unavailable. */
export function readStoredTheme(
  storage: () => Storage | undefined = () => window.localStorage,
): Theme {
  try {
    const value = storage()?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : "system";
  } catch {
    return "system";
  }
}

/** Keeps the choice; silently does nothing where storage is blocked (private modes, sandboxed frames). */
export function storeTheme(
  theme: Theme,
  storage: () => Storage | undefined = () => window.localStorage,
) {
  try {
    storage()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* The theme still applies for this visit. */
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}

/** Mirrors the inline script in index.html, which sets the same class before first paint. */
export function applyResolvedTheme(
  resolved: ResolvedTheme,
  root: HTMLElement = document.documentElement,
) {
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}

/** Calls `onChange` whenever the OS colour preference changes; returns the unsubscribe function. */
export function watchSystemTheme(onChange: (prefersDark: boolean) => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
