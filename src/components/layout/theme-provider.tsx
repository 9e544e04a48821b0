import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
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

type ThemeContextValue = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

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

/**
 * Keeps the class on <html> in step with the visitor's choice and, for System,
 * with the OS preference as it changes. The first paint is already right: the
 * inline script in index.html set the class before React loaded.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [resolvedTheme, theme] = (snapshot ?? "light|system").split("|") as [ResolvedTheme, Theme];

  useEffect(() => {
    if (snapshot) applyResolvedTheme(resolvedTheme);
  }, [snapshot, resolvedTheme]);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside <ThemeProvider>");
  return context;
}
