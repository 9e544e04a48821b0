import type { ResourcesArt } from "@/content/types";

/**
 * Resources: the library itself, its five areas with their counts and the featured white
 * paper, all read from resources.ts; this is the library window's name.
 */
export const resourcesArt = {
  caption: "Resource library",
} satisfies ResourcesArt;
