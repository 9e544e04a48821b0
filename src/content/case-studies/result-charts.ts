import type { ResultChart } from "@/content/types";

/** The two bars of a before-and-after chart, each labelled with its value and an optional unit ("9 days"). */
export const beforeAfter = (before: number, after: number, unit = ""): ResultChart["bars"] => [
  { label: "Before", value: before, display: `${before}${unit}` },
  { label: "After", value: after, display: `${after}${unit}` },
];
