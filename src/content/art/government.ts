import type { GovernmentArt } from "@/content/types";

/** Government: a permit application read and checked (government-visual.tsx). */
export const governmentArt = {
  caption: "Permit application PA-2041",
  application: { text: "Home extension, 24 m²", detail: "3 forms, 11 pages read" },
  checks: [
    { label: "Applicant identity", value: "Verified" },
    { label: "Site plan", value: "Extracted" },
    { label: "Eligibility", value: "Pre-checked" },
  ],
  missing: { label: "Proof of address", value: "Missing" },
  followUp: "Applicant asked for the missing page",
  routed: { text: "Routed to a caseworker", detail: "Each step on the audit trail" },
} satisfies GovernmentArt;
