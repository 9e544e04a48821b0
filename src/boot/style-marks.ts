/**
 * The marks on a page's inline stylesheets (scripts/prerender.ts writes them, the boot reads
 * them): one list both sides import, so the HTML the boot cuts a page's part out of is the
 * HTML the prerender wrote.
 */
export const styleMarks = {
  /** The typeface, registered properties and animations every page shares, in the head. */
  shared: "data-shared-style",
  /** The part of the stylesheet the page's family uses, the body's first element. */
  page: "data-page-style",
} as const;
