import { useEffect, useRef, useState } from "react";

/**
 * A list that opens `step` items at a time. A new `key` (another search or filter) starts
 * over; after `showMore` the keyboard continues at the first new item's link.
 */
export function useReveal<T>(items: readonly T[], step: number, key: string) {
  const [reveal, setReveal] = useState({ key, count: step, focusFrom: -1 });
  if (reveal.key !== key) setReveal({ key, count: step, focusFrom: -1 });
  const revealed = reveal.key === key ? reveal.count : step;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (reveal.focusFrom < 0) return;
    listRef.current?.children[reveal.focusFrom]?.querySelector("a")?.focus();
  }, [reveal]);

  return {
    visible: items.slice(0, revealed),
    hidden: items.slice(revealed),
    listRef,
    showMore: () => setReveal({ key, count: revealed + step, focusFrom: revealed }),
  };
}
