import type { WhitePaperPageContent } from "@/content/types";
import { featuredWhitePaper as paper } from "./white-papers";
import { whitePaperCtaActions, whitePaperTemplate as template } from "./paper-template";

/**
 * The page of the featured white paper, /resources/whitepapers/enterprise-ai-implementation-playbook.
 * Its abstract, highlights and PDF are the featured card's (white-papers.ts), so the two cannot differ.
 */

const [summary, ...rest] = paper.document.sections;
const chapters = rest.slice(0, -1);
const chapterDescriptions = [
  "A two-axis scoring model that puts measurable value ahead of ambition.",
  "A two-week assessment of availability, quality, lineage and permitted use.",
  "The minimum platform every model after the first one reuses.",
  "Designing the new workflow with the people who will run it.",
  "Go and no-go gates, and how successful programs standardize what they learn.",
];

export const whitePaper = {
  meta: {
    title: "The Enterprise AI Implementation Playbook (White Paper)",
    description:
      "Free 50-page white paper: a field-tested roadmap from AI pilot to production, with use-case scoring, data readiness, MLOps and adoption.",
  },
  backLink: template.backLink,
  hero: {
    eyebrow: template.eyebrow,
    title: paper.title,
    description: paper.description,
    badges: [template.freeBadge, `${paper.pages} pages`],
    details: [
      { label: "Author", value: paper.document.author },
      { label: "Published", value: paper.publishDate },
      { label: "Format", value: `PDF, ${paper.pages} pages` },
      { label: "Reading time", value: "About 95 minutes" },
    ],
    downloadLabel: template.downloadLabel,
    note: template.note,
    coverLabel: `${paper.pages} pages`,
  },
  executiveSummary: {
    id: "executive-summary",
    previewLabel: template.previewLabel,
    title: template.summaryTitle,
    paragraphs: summary.paragraphs,
    takeawaysTitle: template.takeawaysTitle,
    takeaways: summary.bullets ?? paper.highlights,
  },
  keyStats: {
    id: "key-stats",
    title: "Key Findings at a Glance",
    description: "From the more than 60 enterprise AI deployments behind this playbook.",
    items: [
      { value: "8 in 10", label: "AI pilots that never reach production", icon: "target" },
      { value: "60+", label: "Enterprise deployments the playbook draws on", icon: "building-2" },
      {
        value: "2 weeks",
        label: "For a data readiness assessment with 24 checks",
        icon: "database",
      },
      {
        value: "50%+",
        label: "Faster to production once the MLOps foundation exists",
        icon: "rocket",
      },
    ],
  },
  contents: {
    id: "whats-inside",
    title: template.contentsTitle,
    description: "Five chapters that take an AI idea from the first workshop to a scaled system.",
    chapters: chapters.map((chapter, index) => ({
      title: chapter.heading,
      description: chapterDescriptions[index] ?? "",
    })),
  },
  cta: {
    id: "custom-analysis",
    title: "Want This Playbook Applied to Your Pilots?",
    description:
      "Our AI strategy team will score your candidate use cases, assess data readiness and draft a 90-day plan from pilot to production.",
    actions: whitePaperCtaActions,
  },
  document: paper.document,
} satisfies WhitePaperPageContent;
