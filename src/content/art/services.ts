import type { ServicesArt } from "@/content/types";

/**
 * Services: the five core services at work, each with a result its own page states. The
 * services' names and icons are services-page.ts's, the figures the service pages' metrics;
 * this is the screen's name.
 */
export const servicesArt = {
  caption: "Results by service",
} satisfies ServicesArt;
