import type { SiteFacts } from "./types";

/**
 * Figures the site states in more than one place, written once here. Pages quote them
 * (`${facts.teamSize} Team Members`), so changing one is one edit. No imports but the type,
 * so the booking calendar (src/lib/calendar.ts) and the mail function can read it too.
 */
export const facts = {
  consultationMinutes: 45,
  teamSize: "50+",
  projectsDelivered: "500+",
  clientsServed: "150+",
} as const satisfies SiteFacts;
