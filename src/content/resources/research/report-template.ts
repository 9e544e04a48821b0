import type { CallToAction } from "@/content/types";
import { freeDownloadNote } from "@/content/resources/document-download";

/** Copy that is the same on every research report page (/resources/research/{slug}). */
export const researchReportTemplate = {
  backLink: { label: "Back to Research", href: "/resources/research" } satisfies CallToAction,
  eyebrow: "Research Report",
  downloadLabel: "Download Report",
  note: freeDownloadNote,
  highlightsTitle: "The Report at a Glance",
  methodologyTitle: "Methodology",
  findingsTitle: "Key Findings",
};

/** The two buttons that close every research report page. */
export const researchReportCtaActions = [
  { label: "Request Custom Research", href: "/contact" },
  { label: "Browse All Research", href: "/resources/research" },
] satisfies CallToAction[];
