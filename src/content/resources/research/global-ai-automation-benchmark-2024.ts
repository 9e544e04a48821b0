import { featuredStudy as study } from "./research";
import { researchReportPage } from "./report-template";

/**
 * The report page of the featured study, /resources/research/global-ai-automation-benchmark-2024.
 * Its methodology, findings and PDF are the featured card's (research.ts), so the two cannot differ.
 */

export const researchReport = researchReportPage({
  meta: {
    title: "Global AI Automation Benchmark 2024 (Research Report)",
    description:
      "A 72-page benchmark of AI-driven automation at 1,547 enterprises in 23 countries: adoption, investment, returns and operating models.",
  },
  hero: {
    description: study.description,
    type: study.type,
    pages: 72,
    participants: study.participants,
    coverage: "23 countries, 16 industries",
  },
  highlightsDescription: "Headline numbers from the 2024 benchmark.",
  highlights: [
    { value: "1,547", label: "Enterprises in 23 countries and 16 industries", icon: "building-2" },
    { value: "73%", label: "Run AI-driven automation in a core process", icon: "activity" },
    { value: "3.2x", label: "Median three-year return among leaders", icon: "trending-up" },
    { value: "18%", label: "Have automated five or more business functions", icon: "layers" },
  ],
  methodology: {
    description: "How the benchmark was fielded and weighted.",
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
    title: "Want to See How Your Enterprise Compares?",
    description:
      "Our research team will benchmark your automation adoption, investment and returns against the 1,547 enterprises in this study.",
  },
  document: study.document,
});
