import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while prerendered HTML is being hydrated (and during prerendering),
 * true after. For output that depends on the browser, such as the query
 * string, which must match the server's markup first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
