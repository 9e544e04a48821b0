import type { HealthcareArt } from "@/content/types";

/** Healthcare: the radiology worklist after triage (healthcare-visual.tsx). */
export const healthcareArt = {
  caption: "Radiology worklist",
  count: "4 studies",
  flagged: { text: "Head CT · Bed 12", detail: "AI flag: suspected bleed", status: "Urgent" },
  worklist: [
    { label: "Chest X-ray", value: "09:18" },
    { label: "Knee MRI", value: "09:24" },
    { label: "Lumbar spine CT", value: "09:31" },
  ],
  review: {
    text: "Radiologist review",
    detail: "Every flag confirmed by a person",
    confirm: "Confirm",
    dismiss: "Dismiss",
  },
} satisfies HealthcareArt;
