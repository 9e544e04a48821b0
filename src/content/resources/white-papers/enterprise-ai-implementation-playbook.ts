import { featuredWhitePaper as paper } from "./white-papers";
import { whitePaperPage } from "./paper-template";

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

export const whitePaper = whitePaperPage({
  meta: {
    title: "The Enterprise AI Implementation Playbook (White Paper)",
    description:
      "Free 50-page white paper: a field-tested roadmap from AI pilot to production, with use-case scoring, data readiness, MLOps and adoption.",
  },
  hero: { description: paper.description, pages: paper.pages, readingTime: "About 95 minutes" },
  summary: { paragraphs: summary.paragraphs, takeaways: summary.bullets ?? paper.highlights },
  keyStats: {
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
    description: "Five chapters that take an AI idea from the first workshop to a scaled system.",
    chapters: chapters.map((chapter, index) => ({
      title: chapter.heading,
      description: chapterDescriptions[index] ?? "",
    })),
  },
  cta: {
    title: "Want This Playbook Applied to Your Pilots?",
    description:
      "Our AI strategy team will score your candidate use cases, assess data readiness and draft a 90-day plan from pilot to production.",
  },
  document: paper.document,
});
