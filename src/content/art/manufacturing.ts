import type { ManufacturingArt } from "@/content/types";

/** Manufacturing: a bearing's vibration trend and the work order it raised (manufacturing-visual.tsx). */
export const manufacturingArt = {
  caption: "Press line 4 · spindle bearing",
  status: "Fails in ~9 days",
  chart: { text: "Vibration", detail: "last 3 weeks" },
  workOrder: { text: "Work order WO-3318", detail: "Booked for Saturday's shutdown" },
} satisfies ManufacturingArt;
