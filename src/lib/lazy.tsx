import { use, type ComponentType } from "react";

/**
 * A promise that remembers its outcome, so React's `use()` can read an
 * already-loaded value synchronously instead of suspending. That is what lets
 * the browser hydrate a prerendered page without a loading flash: the entry
 * point loads the route's code first, then hydrates.
 */
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

/** Loads a value once per key and hands the same promise to every reader. */
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

export type LazyPage = ComponentType & {
  preload: () => Promise<unknown>;
  /** The module's path in the project, as the build's chunk manifest names it. */
  source: string;
};

/** A route's page component, loaded on first use (its own JavaScript chunk). */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  source: string,
): LazyPage {
  const loadModule = cachedLoader(load);
  const preload = () => loadModule(undefined);
  function LazyRoutePage() {
    const { default: Page } = use(preload());
    return <Page />;
  }
  return Object.assign(LazyRoutePage, { preload, source });
}
