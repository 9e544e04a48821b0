import type { IndustriesArt } from "@/content/types";

/**
 * Industries: the six industries, each with the first result its own page states. The names,
 * icons and figures are the industry modules' own (src/content/industries); this is the
 * screen's name.
 */
export const industriesArt = {
  caption: "Headline results by industry",
} satisfies IndustriesArt;
