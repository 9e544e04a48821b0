import type { DownloadableDocument } from "@/content/types";
import { researchReportPage, researchReportTemplate as template } from "./report-template";

/** The research report page at /resources/research/ai-in-banking-and-insurance-2024 and the PDF it downloads. */

const findings = [
  {
    stat: "91%",
    title: "Fraud Detection Is Near-Universal",
    description:
      "91% of institutions use machine learning in fraud detection, against 47% in underwriting. Real-time fraud models reduced card fraud losses by a median of 31%.",
  },
  {
    stat: "9 weeks",
    title: "Model Risk Management Sets the Pace",
    description:
      "Institutions with an automated model inventory and validation pipeline deployed new models in a median of 9 weeks, compared with 26 weeks for those relying on manual review.",
  },
  {
    stat: "14%",
    title: "Generative AI Starts with Agents",
    description:
      "38% of institutions are piloting generative AI assistants for service agents. Early results show a 14% reduction in average handling time, with agents reviewing every answer.",
  },
  {
    stat: "62%",
    title: "Underwriting Automation Works for Simpler Lines",
    description:
      "Among leaders, straight-through decisions reached 62% of applications in small commercial and personal lines, held back elsewhere by explainability and fair-lending obligations.",
  },
];

const report = {
  title: "AI in Banking and Insurance 2024",
  subtitle: "Fraud, underwriting and service results from 418 financial institutions",
  kind: template.eyebrow,
  author: "Financial Services Research Team",
  publishDate: "August 2024",
  sections: [
    {
      heading: "Executive Summary",
      paragraphs: [
        "Financial institutions are among the most mature AI adopters, but maturity is uneven. Fraud detection and anti-money-laundering monitoring are near-universal, while AI in underwriting and claims remains concentrated among the largest firms.",
        "Model risk management has become the pacing factor. Institutions with an automated model inventory and validation pipeline deployed new models in a median of 9 weeks, compared with 26 weeks for those relying on manual review.",
      ],
      bullets: [
        "91% use machine learning in fraud detection; 47% in underwriting",
        "Real-time fraud models reduced card fraud losses by a median of 31%",
        "False-positive rates fell by 40% where behavioral features were added",
        "Generative AI pilots focus on service agents and document review",
      ],
    },
    {
      heading: "Methodology",
      paragraphs: [
        "Risk, technology and operations executives at 418 institutions completed a 46-question survey between March and June 2024. The sample includes 162 banks, 94 credit unions and 162 insurers across North America and Europe. We conducted 35 interviews to explore results in depth.",
      ],
    },
    {
      heading: "Findings",
      paragraphs: [
        "Customer service is the fastest-growing area, with 38% of institutions piloting generative AI assistants for agents. Early results show a 14% reduction in average handling time, with human agents reviewing every customer-facing answer.",
        "Underwriting automation produced strong results for small commercial and personal lines, where straight-through decisions rose to 62% of applications among leaders, but adoption is held back by explainability requirements and fair-lending obligations.",
      ],
    },
    {
      heading: "Recommendations",
      paragraphs: [
        "Invest in model risk tooling before scaling the model portfolio, extend fraud features to behavioral and device signals, and pilot generative AI with agents in the loop before exposing it to customers.",
      ],
    },
  ],
} satisfies DownloadableDocument;

export const researchReport = researchReportPage({
  meta: {
    title: "AI in Banking and Insurance 2024 (Research Report)",
    description:
      "A 62-page sector study of fraud detection, underwriting, customer service and model risk management at 418 banks, credit unions and insurers.",
  },
  hero: {
    description:
      "Sector research on fraud detection, underwriting, customer service and model risk management at 418 banks, credit unions and insurers in North America and Europe.",
    type: "Sector Research",
    pages: 62,
    participants: "418 banks and insurers",
    coverage: "North America and Europe",
  },
  highlights: [
    { value: "91%", label: "Use machine learning in fraud detection", icon: "shield-check" },
    {
      value: "31%",
      label: "Median cut in card fraud losses with real-time models",
      icon: "trending-up",
    },
    { value: "40%", label: "Fewer false positives with behavioral features", icon: "target" },
    {
      value: "9 weeks",
      label: "To deploy a model with automated model risk tooling",
      icon: "clock",
    },
  ],
  methodology: {
    description: "The institutions surveyed and how the results were explored.",
    details: [
      { label: "Sample", value: "418 institutions" },
      { label: "Mix", value: "162 banks, 94 credit unions, 162 insurers" },
      { label: "Survey", value: "46 questions" },
      { label: "Fieldwork", value: "March to June 2024" },
      { label: "Interviews", value: "35 executives" },
      { label: "Regions", value: "North America and Europe" },
    ],
  },
  findings: {
    description: "What the data shows, in 4 findings.",
    items: findings,
  },
  cta: {
    title: "Want to Compare Your Institution with the Sector?",
    description:
      "Our financial services research team will benchmark your fraud, underwriting and model risk practices against the 418 institutions in this study.",
  },
  document: report,
});
