import { useEffect, useSyncExternalStore } from "react";
import {
  applyResolvedTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  systemPrefersDark,
  watchSystemTheme,
  type ResolvedTheme,
  type Theme,
} from "@/lib/theme";

type ThemeState = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

/*
 * The theme lives outside React: in localStorage, in the OS preference and,
 * where storage is blocked, in memory for this visit. React subscribes to it.
 */
let chosenThisVisit: Theme | null = null;
const listeners = new Set<() => void>();

function setTheme(theme: Theme) {
  chosenThisVisit = theme;
  storeTheme(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const unwatch = watchSystemTheme(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    unwatch();
    window.removeEventListener("storage", onChange);
  };
}

/** "dark|system": a primitive, so React can compare snapshots. */
function getSnapshot(): string {
  const theme = chosenThisVisit ?? readStoredTheme();
  return `${resolveTheme(theme, systemPrefersDark())}|${theme}`;
}

/** Prerendering and hydration: unknown until the browser is asked. */
function getServerSnapshot(): null {
  return null;
}

/** The stored choice and what it resolves to; null while prerendering and hydrating. */
function useStoredTheme(): { theme: Theme; resolvedTheme: ResolvedTheme } | null {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  if (!snapshot) return null;
  const [resolvedTheme, theme] = snapshot.split("|") as [ResolvedTheme, Theme];
  return { theme, resolvedTheme };
}

/**
 * The visitor's theme, for the control that changes it. It is read from the store, not passed
 * down in a context: after the takeover a dark-mode visitor's theme differs from the
 * prerendered one, and a context that changed then would make React redraw the interactive
 * sections it just hydrated in one long task.
 */
export function useTheme(): ThemeState {
  const stored = useStoredTheme() ?? { theme: "system", resolvedTheme: "light" };
  return { ...stored, setTheme };
}

/**
 * Keeps the class on <html> in step with the visitor's choice and, for System, with the OS
 * preference as it changes. The first paint is already right: the inline script in
 * index.html set the class before React loaded.
 */
export function ThemeSync() {
  const resolvedTheme = useStoredTheme()?.resolvedTheme;
  useEffect(() => {
    if (resolvedTheme) applyResolvedTheme(resolvedTheme);
  }, [resolvedTheme]);
  return null;
}
