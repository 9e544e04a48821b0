import type { CaseStudiesArt } from "@/content/types";

/**
 * Case Studies: the three engagements' results against their baselines. The industries,
 * figures, metrics and bars are the studies' own (case-studies.ts); this is the screen's name.
 */
export const caseStudiesArt = {
  caption: "Results against each client's baseline",
} satisfies CaseStudiesArt;
