import type { DownloadableDocument } from "@/content/types";
import { researchReportPage, researchReportTemplate as template } from "./report-template";

/** The research report page at /resources/research/ai-in-healthcare-operations-2024 and the PDF it downloads. */

const findings = [
  {
    stat: "58%",
    title: "AI Spreads Fastest in Administration",
    description:
      "58% of providers use AI in at least one operational workflow. Ambient documentation and revenue cycle automation lead adoption, ahead of diagnostic imaging, because they show results in weeks and carry lower clinical risk.",
  },
  {
    stat: "72 min",
    title: "Ambient Documentation Gives Time Back",
    description:
      "Clinicians using ambient documentation saved an average of 72 minutes per day, and 64% of those providers saw clinician satisfaction scores improve within six months.",
  },
  {
    stat: "0.4 days",
    title: "Patient Flow Prediction Shortens Stays",
    description:
      "Mature adopters of admission and discharge prediction cut the median length of stay by 0.4 days, but only where predictions were built into daily huddles rather than left on a dashboard.",
  },
  {
    stat: "6 days",
    title: "Revenue Cycle Automation Pays Most Clearly",
    description:
      "Pre-submission claim checks, automated prior authorization and coding assistance reduced days in accounts receivable by a median of six days and denied claims by 23%.",
  },
];

const report = {
  title: "AI in Healthcare Operations 2024",
  subtitle: "Patient flow, documentation and revenue cycle results from 312 providers",
  kind: template.eyebrow,
  author: "Healthcare Research Team",
  publishDate: "September 2024",
  sections: [
    {
      heading: "Executive Summary",
      paragraphs: [
        "Healthcare providers are adopting AI fastest where it relieves administrative load. Ambient clinical documentation and revenue cycle automation now lead adoption, ahead of diagnostic imaging, because they show results in weeks and carry lower clinical risk.",
        "Providers that deployed ambient documentation reported clinicians saving an average of 72 minutes per day, and 64% of those providers saw measurable improvement in clinician satisfaction scores within six months.",
      ],
      bullets: [
        "58% of providers use AI in at least one operational workflow",
        "Ambient documentation saves clinicians 72 minutes per day on average",
        "Denied claims fell by 23% where AI pre-submission checks were used",
        "Data governance and interoperability remain the top barriers",
      ],
    },
    {
      heading: "Methodology",
      paragraphs: [
        "We surveyed operational, clinical and IT leaders at 312 hospitals and health systems in the United States, Canada and the United Kingdom, and held 28 follow-up interviews. Outcome figures were reported by participants and, where possible, checked against published quality and financial data.",
      ],
    },
    {
      heading: "Findings",
      paragraphs: [
        "Patient flow prediction, which forecasts admissions and discharges to plan beds and staffing, delivered a median 0.4-day reduction in length of stay among mature adopters. Results depended heavily on whether predictions were built into daily huddles rather than left on a dashboard.",
        "Revenue cycle automation produced the clearest financial return. Pre-submission claim checks, automated prior authorization and coding assistance together reduced days in accounts receivable by a median of six days.",
      ],
    },
    {
      heading: "Recommendations",
      paragraphs: [
        "Start with administrative workflows that free clinical time, establish a clinical AI governance committee before moving into diagnostic use cases, and insist on integration with the electronic health record rather than standalone tools.",
      ],
    },
  ],
} satisfies DownloadableDocument;

export const researchReport = researchReportPage({
  meta: {
    title: "AI in Healthcare Operations 2024 (Research Report)",
    description:
      "A 56-page industry analysis of AI in patient flow, clinical documentation and revenue cycle management at 312 hospitals and health systems.",
  },
  hero: {
    description:
      "An industry analysis of AI in patient flow, clinical documentation and revenue cycle management across 312 hospitals and health systems, with the results mature adopters report.",
    type: "Industry Analysis",
    pages: 56,
    participants: "312 hospitals and health systems",
    coverage: "United States, Canada, United Kingdom",
  },
  highlights: [
    {
      value: "58%",
      label: "Of providers use AI in at least one operational workflow",
      icon: "activity",
    },
    {
      value: "72 min",
      label: "Saved per clinician per day with ambient documentation",
      icon: "stethoscope",
    },
    { value: "23%", label: "Fewer denied claims with pre-submission checks", icon: "dollar-sign" },
    {
      value: "0.4 days",
      label: "Shorter length of stay among mature adopters",
      icon: "heart-pulse",
    },
  ],
  methodology: {
    description: "Who took part and how outcomes were checked.",
    details: [
      { label: "Sample", value: "312 hospitals and health systems" },
      { label: "Respondents", value: "Operational, clinical and IT leaders" },
      { label: "Interviews", value: "28 follow-up interviews" },
      { label: "Countries", value: "United States, Canada, United Kingdom" },
    ],
  },
  findings: {
    description: "What the data shows, in 4 findings.",
    items: findings,
  },
  cta: {
    title: "Want to Know Where Your Health System Stands?",
    description:
      "Our healthcare research team will compare your operational AI adoption and results with the 312 providers in this study.",
  },
  document: report,
});
