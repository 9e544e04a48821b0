import type { RetailArt } from "@/content/types";

/** Retail: recommendations and a demand forecast (retail-visual.tsx). */
export const retailArt = {
  caption: "Recommended for you",
  shopper: "For Alex",
  topPick: "Top pick",
  picks: [
    { label: "Trail runner", value: "$129" },
    { label: "Merino socks", value: "$18" },
    { label: "Rain shell", value: "$165" },
  ],
  forecast: { label: "Rain shell demand", status: "Reorder 240" },
} satisfies RetailArt;
