import type { BrowserArt } from "@/content/types";
import { inventedClients } from "./clients";

const client = inventedClients.retail;

/** Web development: the client's new shop in the browser (browser-visual.tsx). */
export const browserArt = {
  address: client.domain,
  brand: client.name,
  nav: ["Shop", "Stores", "Journal"],
  headline: "Gear for the long way round",
  subline: "Tested on the trail, delivered tomorrow.",
  primaryButton: "Shop the range",
  secondaryButton: "Find a store",
  collections: ["Packs", "Shells", "Boots"],
} satisfies BrowserArt;
