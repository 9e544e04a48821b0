import type { InventedClient } from "@/content/types";

/**
 * The invented clients the drawings show, one per industry, each named once here. Names are
 * made up for this site: never a real company, never a sample-data name from software demos.
 */
export const inventedClients = {
  /** Web development: an outdoor gear retailer's new shop. */
  retail: { name: "Tallpine", fullName: "Tallpine Outfitters", domain: "tallpine-outfitters.com" },
  /** Technology: the freight company that writes to a software client's support desk. */
  logistics: { name: "Larkspur Freight", contact: "Maria" },
} satisfies Record<string, InventedClient>;
