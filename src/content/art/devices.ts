import type { DevicesArt } from "@/content/types";

/** App development: a café's ordering app in a customer's hand (devices-visual.tsx). */
export const devicesArt = {
  greeting: "Good morning",
  customer: "Sam",
  order: { text: "On its way", detail: "Arriving at 8:40" },
  listLabel: "Order again",
  favorites: [
    { label: "Oat flat white", value: "$4.20" },
    { label: "Almond croissant", value: "$3.80" },
  ],
} satisfies DevicesArt;
