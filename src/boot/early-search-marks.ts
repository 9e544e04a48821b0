/**
 * The early search's contract: the marks a listing's prerendered HTML carries so that its search
 * box answers before the app (src/boot/early-search.ts reads them; the listing's components and
 * the prerender write them). One list that both sides import: a mark renamed here is renamed
 * everywhere. One such listing per page.
 */
export const earlySearchMarks = {
  /** The search box (`SearchField`'s `earlySearch`). */
  box: "data-early-search",
  /** The app's own results, hidden while the boot's are shown. */
  liveResults: "data-live-results",
  /** On each item of a list (`<li>`): the JSON of the fields the app's search looks at. */
  fields: "data-search",
  /**
   * A template of the items the page does not show yet (`data-step` of them show before "Show
   * more"); the prerender moves its content to a file it names in `data-src`.
   */
  source: "data-early-source",
  /** In that template: what shows when nothing matches. */
  empty: "data-early-empty",
  /** The empty, hidden place the boot draws its results in. */
  results: "data-early-results",
  /** What the app removes while searching (the blog's featured post). */
  hide: "data-early-hide",
  /** A count line; its value is its template, with {shown}, {count} and {total}. */
  text: "data-early-text",
} as const;

export type EarlySearchMark = keyof typeof earlySearchMarks;
type Attribute<M extends EarlySearchMark> = (typeof earlySearchMarks)[M];

/** A mark as an element's attribute: `<div {...earlyMark("results")} hidden />`. */
export function earlyMark<M extends EarlySearchMark>(
  mark: M,
  value = "",
): { [A in Attribute<M>]: string } {
  return { [earlySearchMarks[mark]]: value } as { [A in Attribute<M>]: string };
}

/** A selector of the elements with a mark: `[data-early-results]`. */
export const marked = (mark: EarlySearchMark) => `[${earlySearchMarks[mark]}]`;
