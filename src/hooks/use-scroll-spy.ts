import { useEffect, useState } from "react";

/**
 * The id of the section the reader is in: the last of `ids` whose element has
 * scrolled above `offset` (a fraction of the window's height from its top).
 * Undefined above the first one. Used to highlight the current entry of an
 * in-page table of contents.
 */
export function useScrollSpy(ids: readonly string[], offset = 0.3): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join(" ");

  useEffect(() => {
    const elements = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((element) => element !== null);
    if (elements.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * offset;
      let current: string | undefined;
      for (const element of elements) {
        if (element.getBoundingClientRect().top <= line) current = element.id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, offset]);

  return active;
}
