import { useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router-dom";
import { parseFacet } from "@/lib/listing";

/** The address parameter that holds a listing's search text: ?q=… */
const QUERY_PARAM = "q";

/** A listing's facets: each parameter name and the values it may take. */
type FacetOptions = Record<string, readonly string[]>;

type FacetValues<F extends FacetOptions> = { [K in keyof F]: F[K][number] | null };

/** What the field last typed, and the address values written for it that may still arrive. */
type Draft = { value: string; written: string[] };

const subscribeToNothing = () => () => {};

/**
 * Whether the address has anything to read: false while prerendering and hydrating (the HTML
 * was drawn for none), then whether it has a query string. A plain visit so renders nothing
 * again after hydration: a listing page that did once made React redraw its sections from
 * scratch in one long task.
 */
function useReadAddress(params: URLSearchParams): boolean {
  const hasParams = params.toString() !== "";
  return useSyncExternalStore(
    subscribeToNothing,
    () => hasParams,
    () => false,
  );
}

/**
 * A listing's search text and facets (category, type …), kept in the address
 * (?q=ai&category=Ethics, replacing the history entry), so a reload or a shared
 * link opens the same list. Until hydration everything reads as empty, like the
 * prerendered HTML, and nothing touches `window` during render.
 */
export function useListingParams<F extends FacetOptions>(options: F = {} as F) {
  const [params, setParams] = useSearchParams();
  const readAddress = useReadAddress(params);
  const addressQuery = readAddress ? (params.get(QUERY_PARAM) ?? "") : "";
  // The router applies address changes in a transition; the field shows what was typed at
  // once, until the address says something it was not told (a link, the back button).
  const [draft, setDraft] = useState<Draft | null>(null);
  const following = draft?.written.includes(addressQuery) ?? false;
  const query = draft && following ? draft.value : addressQuery;
  // Once the address has caught up, only what it says now counts as ours.
  if (draft && following && draft.written.length > 1 && draft.written.at(-1) === addressQuery) {
    setDraft({ value: draft.value, written: [addressQuery] });
  }

  const facets = Object.fromEntries(
    Object.entries(options).map(([name, allowed]) => [
      name,
      readAddress ? parseFacet(params.get(name), allowed) : null,
    ]),
  ) as FacetValues<F>;

  // The router hands an update the address of the last render, and applies each write in a
  // transition: a chip, then typing at once, would write the search over an address without
  // the chip's category. So each write starts from the one before it until a render shows it.
  const lastWrite = useRef<{ over: string; wrote: URLSearchParams } | null>(null);

  function write(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const pending = lastWrite.current?.over === current.toString();
        const next = new URLSearchParams(pending ? lastWrite.current?.wrote : current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        lastWrite.current = { over: current.toString(), wrote: next };
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function setQuery(value: string, facetChanges: Record<string, null> = {}) {
    const written = value.trim() ? value : "";
    // Until the transition lands the address still says what it said, or an earlier keystroke.
    const pending = draft && following ? draft.written : [addressQuery];
    setDraft({ value, written: [...pending, written] });
    write({ [QUERY_PARAM]: written, ...facetChanges });
  }

  function setFacet<K extends keyof F & string>(name: K, value: F[K][number] | null) {
    if (value !== facets[name]) write({ [name]: value });
  }

  /** Empties the search and every facet. */
  function clear() {
    setQuery("", Object.fromEntries(Object.keys(options).map((name) => [name, null])));
  }

  return {
    query,
    searching: query.trim() !== "",
    facets,
    setQuery: (value: string) => setQuery(value),
    setFacet,
    clear,
  };
}

export type ListingParams<F extends FacetOptions = FacetOptions> = ReturnType<
  typeof useListingParams<F>
>;
