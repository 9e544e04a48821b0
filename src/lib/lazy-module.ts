import { useSyncExternalStore } from "react";

/**
 * A module loaded on demand (first hover, focus or click), shared by every
 * component that asks for it. Until it arrives, and during prerendering and
 * hydration, `use()` returns undefined and callers render a light fallback.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();

  function start(): Promise<T> {
    loading ??= load().then((module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    });
    return loading;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function useModule(): T | undefined {
    return useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    );
  }

  return { start, useModule };
}
