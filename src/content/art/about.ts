import type { AboutArt } from "@/content/types";

/**
 * About: the company's timeline and its team. The years, milestones, leaders and figures are
 * the About page's own (about.ts, which quotes facts.ts); this is the timeline window's name.
 */
export const aboutArt = {
  caption: "Company timeline",
} satisfies AboutArt;
