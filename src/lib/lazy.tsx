import { use, useSyncExternalStore, type ComponentType } from "react";

/**
 * The one way this site loads code late. `lazyModule(load)` loads a module once, on first
 * ask, and hands the same promise to every reader; a component reads it in one of two ways:
 *
 * - `useModule()`: the module, or undefined until it has arrived (and while prerendering), so
 *   the caller draws a light stand-in meanwhile (the header's plain menu buttons).
 * - `lazyComponent()`: a component that suspends until its module has arrived, then renders
 *   it synchronously from then on (pages, hero drawings, the toast region, the 404 search).
 *   Loaded before a render (the prerender loads all; the browser loads the page's code before
 *   hydrating), it renders at once, so hydration keeps the prerendered markup.
 *
 * Static parts of the first page need no code at all (src/lib/static-sections.ts).
 */

/** A promise that remembers its outcome where React's `use()` reads it synchronously. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T };

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = "pending";
  promise.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    () => {
      tracked.status = "rejected";
    },
  );
  return tracked;
}

/** Loads a value once per key and hands the same promise to every reader (route data). */
export function cachedLoader<K, V>(load: (key: K) => Promise<V>) {
  const cache = new Map<K, Tracked<V>>();
  return (key: K): Promise<V> => {
    let entry = cache.get(key);
    if (!entry) {
      entry = track(load(key));
      cache.set(key, entry);
    }
    return entry;
  };
}

export type LazyModule<T> = {
  /** Starts loading (once) and resolves with the module. */
  load: () => Promise<T>;
  /** The module if it has arrived, else undefined; re-renders the caller when it arrives. */
  useModule: () => T | undefined;
};

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Tracked<T> | undefined;
  const listeners = new Set<() => void>();
  const start = () => {
    if (!loading) {
      loading = track(load());
      loading.then(() => listeners.forEach((listener) => listener()));
    }
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => (loading?.status === "fulfilled" ? loading.value : undefined);
  return {
    load: start,
    useModule: () => useSyncExternalStore(subscribe, current, () => undefined),
  };
}

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code ahead of its first render. */
  preload: () => Promise<unknown>;
};

/** A component whose code is its own chunk: `pick` finds it in the loaded module. */
export function lazyComponent<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  const module = lazyModule(load);
  function Lazy(props: P) {
    const Component = pick(use(module.load()));
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload: module.load });
}

export type LazyPage = LazyComponent<object> & {
  /** The module's path in the project, as the build's chunk manifest names it. */
  source: string;
};

/** A route's page: its default export, loaded on first use (its own JavaScript chunk). */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  source: string,
): LazyPage {
  return Object.assign(
    lazyComponent(load, (module) => module.default),
    { source },
  );
}
