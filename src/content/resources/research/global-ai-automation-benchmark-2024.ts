import type { ResearchReportPageContent } from "@/content/types";
import { featuredStudy as study } from "./research";
import { researchReportCtaActions, researchReportTemplate as template } from "./report-template";

/**
 * The report page of the featured study, /resources/research/global-ai-automation-benchmark-2024.
 * Its methodology, findings and PDF are the featured card's (research.ts), so the two cannot differ.
 */

const methodologyParagraphs =
  study.document.sections.find((section) => section.heading === template.methodologyTitle)
    ?.paragraphs ?? [];

export const researchReport = {
  meta: {
    title: "Global AI Automation Benchmark 2024 (Research Report)",
    description:
      "A 72-page benchmark of AI-driven automation at 1,547 enterprises in 23 countries: adoption, investment, returns and operating models.",
  },
  backLink: template.backLink,
  hero: {
    eyebrow: template.eyebrow,
    title: study.title,
    description: study.description,
    badges: [study.type, "72 pages"],
    details: [
      { label: "Published", value: study.publishDate },
      { label: "Participants", value: study.participants },
      { label: "Coverage", value: "23 countries, 16 industries" },
      { label: "Format", value: "PDF, 72 pages" },
    ],
    downloadLabel: template.downloadLabel,
    note: template.note,
    coverLabel: "72 pages",
  },
  highlights: {
    id: "report-highlights",
    title: template.highlightsTitle,
    description: "Headline numbers from the 2024 benchmark.",
    items: [
      {
        value: "1,547",
        label: "Enterprises in 23 countries and 16 industries",
        icon: "building-2",
      },
      { value: "73%", label: "Run AI-driven automation in a core process", icon: "activity" },
      { value: "3.2x", label: "Median three-year return among leaders", icon: "trending-up" },
      { value: "18%", label: "Have automated five or more business functions", icon: "layers" },
    ],
  },
  methodology: {
    id: "methodology",
    title: template.methodologyTitle,
    description: "How the benchmark was fielded and weighted.",
    paragraphs: methodologyParagraphs,
    details: [
      { label: "Sample", value: study.sampleSize },
      { label: "Organizations", value: "More than 500 employees" },
      { label: "Survey", value: "52 questions" },
      { label: "Fieldwork", value: "July to September 2024" },
      { label: "Interviews", value: "74 executives" },
      { label: "Margin of error", value: "±2.5 points at 95% confidence" },
    ],
  },
  findings: {
    id: "findings",
    title: template.findingsTitle,
    description: "Five findings on how enterprises invest in and scale AI-driven automation.",
    items: [
      {
        stat: "73%",
        title: "Automation Is Mainstream",
        description:
          "73% of enterprises run AI-driven automation in at least one core process, up from 51% in 2022. Finance, customer service and IT operations are the most automated functions.",
      },
      {
        stat: "3.2x",
        title: "Leaders Earn Outsized Returns",
        description:
          "Leaders, the enterprises that have automated five or more functions, report a median 3.2x return on automation investment within three years.",
      },
      {
        stat: "2.4x",
        title: "Central Teams Scale Faster",
        description:
          "Enterprises with a central automation team that owns standards, shared components and measurement scale their programs 2.4 times faster than the rest.",
      },
      {
        stat: "61%",
        title: "Data Is Still the Top Barrier",
        description:
          "61% cite data quality and integration as their biggest obstacle, ahead of a shortage of skills (48%) and difficulty proving value (39%).",
      },
      {
        stat: "18%",
        title: "Few Have Reached Enterprise Scale",
        description:
          "Only 18% have automated five or more business functions. Most remain in a cycle of pilots that never reach scale.",
      },
    ],
  },
  cta: {
    id: "custom-research",
    title: "Want to See How Your Enterprise Compares?",
    description:
      "Our research team will benchmark your automation adoption, investment and returns against the 1,547 enterprises in this study.",
    actions: researchReportCtaActions,
  },
  document: study.document,
} satisfies ResearchReportPageContent;
