import type { DashboardArt } from "@/content/types";

/** Performance marketing: the campaign dashboard (dashboard-visual.tsx). */
export const dashboardArt = {
  caption: "Campaigns · last 90 days",
  status: "Live",
  chartLabel: "Revenue from paid",
  channels: ["Search", "Social", "Programmatic"],
  alert: "CPC spike on Social, bids paused",
} satisfies DashboardArt;
