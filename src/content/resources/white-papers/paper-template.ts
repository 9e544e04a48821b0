import type { CallToAction } from "@/content/types";
import { freeDownloadNote } from "@/content/resources/document-download";
import { requestCustomAnalysis } from "@/content/calls-to-action";

/** Copy that is the same on every white paper page (/resources/whitepapers/{slug}). */
export const whitePaperTemplate = {
  backLink: {
    label: "Back to White Papers",
    href: "/resources/white-papers",
  } satisfies CallToAction,
  eyebrow: "White Paper",
  /** The first hero badge; the second is the page count. */
  freeBadge: "Free",
  downloadLabel: "Download White Paper",
  note: freeDownloadNote,
  previewLabel: "Preview Content",
  summaryTitle: "Executive Summary",
  takeawaysTitle: "Key Takeaways",
  contentsTitle: "What's Inside",
  moreLink: { label: "More White Papers", href: "/resources/white-papers" } satisfies CallToAction,
};

/** The two buttons that close every white paper page. */
export const whitePaperCtaActions = [
  requestCustomAnalysis,
  whitePaperTemplate.moreLink,
] satisfies CallToAction[];
