import { useDeferredValue, useId, useRef, useState } from "react";

/**
 * The state of a search box with a results panel: the query (and a deferred
 * copy, so typing stays quick while results update), Clear (back to the
 * field) and Search (to the results heading, or back to an empty field).
 */
export function useSearchBox(onQueryChange?: (query: string) => void) {
  const [query, setQueryState] = useState("");
  const deferredQuery = useDeferredValue(query);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsId = useId();

  function setQuery(next: string) {
    setQueryState(next);
    onQueryChange?.(next);
  }

  function clear() {
    setQuery("");
    inputRef.current?.focus();
  }

  function submit() {
    if (query.trim()) headingRef.current?.focus();
    else inputRef.current?.focus();
  }

  return { query, deferredQuery, setQuery, clear, submit, inputRef, headingRef, resultsId };
}
