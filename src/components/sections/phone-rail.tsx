import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type PhoneRailProps = {
  /**
   * Names the scrolling strip for assistive technology; give it when the items hold nothing
   * focusable, so keyboard visitors can still reach the strip and scroll it with the arrow keys.
   */
  label?: string;
  /** An ordered list (the steps of a process). */
  ordered?: boolean;
  /** The space between items: "lg" for roomy cards (quotes, case studies). */
  gap?: "default" | "lg";
  /** The grid from the `sm` breakpoint up (columns, gaps), where the strip becomes a grid. */
  className?: string;
  children: ReactNode;
};

/**
 * A list that is a horizontal, snapping strip on phones (each item most of the screen wide,
 * the next one peeking in) and a grid from the `sm` breakpoint up. Long card lists stay one
 * screen tall on a phone with nothing left out. Items get `phoneRailItem`.
 */
export function PhoneRail({
  label,
  ordered = false,
  gap = "default",
  className,
  children,
}: PhoneRailProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <List
      // A strip of items with nothing focusable in them is a tab stop of its own, so keyboard
      // visitors can scroll it with the arrow keys.
      tabIndex={label ? 0 : undefined}
      aria-label={label}
      className={cn(
        // The padding leaves room for the cards' lift and focus ring inside the scroll box.
        // `relative`: absolutely placed text inside the items (screen-reader-only labels)
        // scrolls and clips with the strip instead of widening the page.
        "relative -mx-(--gutter) flex snap-x snap-mandatory scroll-px-(--gutter) overflow-x-auto overscroll-x-contain px-(--gutter) py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:py-0",
        gap === "lg" ? "gap-6" : "gap-4",
        className,
      )}
    >
      {children}
    </List>
  );
}

/** The size and snap of each item of a PhoneRail, for items that set their own display. */
export const phoneRailItemBox = "w-[85%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none";

/** Classes for each item of a PhoneRail. */
export const phoneRailItem = `flex ${phoneRailItemBox}`;
