import { useState, type ReactNode } from "react";
import { earlyMark } from "@/boot/early-search-marks";
import { onFirstPage } from "@/lib/static-sections";

type EarlySearchSourceProps = {
  /**
   * The items after the first `step`, as the app's own list draws them: a list element whose
   * items each carry `data-search`, the JSON of the fields the app's search looks at (the
   * app's items carry it too).
   */
  list: ReactNode;
  /** What the app shows when nothing matches. */
  empty: ReactNode;
  /** How many items the app shows before "Show more". */
  step: number;
};

/**
 * What a listing's search box needs to answer before the app has taken over
 * (src/boot/early-search.ts): the items the page does not show yet, inert in a <template> (the
 * prerender moves them to a file of their own, which the boot reads and puts back in it when
 * the visitor reaches the box), and an empty place to draw the results in. Only in the
 * prerendered page: once the app is there, it answers itself. Give the box `earlySearch`, the
 * app's results `earlyMark("liveResults")`, each item `earlyMark("fields", …)`, and each count
 * line that follows the search `earlyMark("text", template)` with `suppressHydrationWarning`
 * (src/boot/early-search-marks.ts).
 */
export function EarlySearchSource({ list, empty, step }: EarlySearchSourceProps) {
  const [firstPage] = useState(onFirstPage);
  if (typeof window === "undefined")
    return (
      <>
        <template {...earlyMark("source")} data-step={step}>
          {list}
          <div {...earlyMark("empty")}>{empty}</div>
        </template>
        <div {...earlyMark("results")} hidden />
      </>
    );
  if (!firstPage) return null;
  // Hydration keeps both as they are, inner HTML unread (the template's, and the results the
  // boot may have drawn already), and no later render changes what React thinks they hold.
  return (
    <>
      <template
        {...earlyMark("source")}
        data-step={step}
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <div {...earlyMark("results")} hidden dangerouslySetInnerHTML={{ __html: "" }} />
    </>
  );
}
