import type { DownloadableDocument } from "@/content/types";
import { researchReportPage, researchReportTemplate as template } from "./report-template";

/** The research report page at /resources/research/responsible-ai-governance-benchmark-2024 and the PDF it downloads. */

const findings = [
  {
    stat: "41%",
    title: "Principles Are Not yet Practice",
    description:
      "Three quarters of organizations have published responsible AI principles, but only 41% have turned them into review processes that apply to every model before deployment.",
  },
  {
    stat: "68%",
    title: "Regulation Is the Catalyst",
    description:
      "With the EU AI Act in force, 68% of organizations operating in Europe have started classifying their AI systems by risk level, and 52% have appointed an executive accountable for AI risk.",
  },
  {
    stat: "29%",
    title: "Visibility Is the Biggest Gap",
    description:
      "Only 29% keep a complete inventory of the AI systems they use, including features embedded in third-party software, so most cannot classify risk or show regulators what they run.",
  },
  {
    stat: "37%",
    title: "Review Boards Reduce Incidents",
    description:
      "Organizations with a cross-functional AI review board reported 37% fewer incidents after launch, such as biased outcomes, privacy complaints or model failures.",
  },
];

const report = {
  title: "Responsible AI Governance Benchmark",
  subtitle: "How 385 organizations organize AI oversight and prepare for regulation",
  kind: template.eyebrow,
  author: "AI Governance Research Team",
  publishDate: "June 2024",
  sections: [
    {
      heading: "Executive Summary",
      paragraphs: [
        "AI governance is moving from principles to practice. Three quarters of organizations have published responsible AI principles, but only 41% have turned them into review processes that apply to every model before deployment.",
        "Regulation is the main catalyst. With the EU AI Act in force, 68% of organizations operating in Europe have started classifying their AI systems by risk level, and 52% have appointed an executive accountable for AI risk.",
      ],
      bullets: [
        "75% have responsible AI principles; 41% enforce them through reviews",
        "Only 29% keep a complete inventory of AI systems in use",
        "Bias testing before deployment is standard at 46% of organizations",
        "Organizations with review boards report fewer post-launch incidents",
      ],
    },
    {
      heading: "Methodology",
      paragraphs: [
        "Risk, compliance, legal and data leaders at 385 organizations with more than 1,000 employees answered a 38-question survey in March and April 2024. Respondents were based in North America (44%), Europe (41%) and Asia-Pacific (15%) and covered regulated and unregulated industries.",
      ],
    },
    {
      heading: "Findings",
      paragraphs: [
        "The biggest gap is visibility. Without an inventory of the AI systems in use, including features embedded in third-party software, organizations cannot classify risk or show regulators what they run. Leaders are addressing this with procurement questionnaires and automated discovery.",
        "Organizations with a cross-functional AI review board reported 37% fewer incidents after launch, such as biased outcomes, privacy complaints or model failures, than those relying on individual teams to assess their own systems.",
      ],
    },
    {
      heading: "Recommendations",
      paragraphs: [
        "Build a complete AI inventory, classify systems by risk, and apply proportionate review: light for low-risk tools, thorough for systems that affect people's rights, money or health.",
      ],
    },
  ],
} satisfies DownloadableDocument;

export const researchReport = researchReportPage({
  meta: {
    title: "Responsible AI Governance Benchmark (Research Report)",
    description:
      "A 40-page benchmark of how 385 organizations govern AI: policies, review boards, model documentation and readiness for new regulation.",
  },
  hero: {
    description:
      "How 385 risk and compliance leaders organize AI oversight: policies, review boards, model documentation and readiness for new regulation such as the EU AI Act.",
    type: "Governance Study",
    pages: 40,
    participants: "385 risk and compliance leaders",
    coverage: "North America, Europe, Asia-Pacific",
  },
  highlights: [
    { value: "75%", label: "Have published responsible AI principles", icon: "scale" },
    {
      value: "41%",
      label: "Enforce them through reviews before deployment",
      icon: "shield-check",
    },
    { value: "29%", label: "Keep a complete inventory of AI systems", icon: "layers" },
    {
      value: "37%",
      label: "Fewer incidents with a cross-functional review board",
      icon: "shield",
    },
  ],
  methodology: {
    description: "The organizations surveyed and how they were selected.",
    details: [
      { label: "Sample", value: "385 organizations" },
      { label: "Respondents", value: "Risk, compliance, legal and data leaders" },
      { label: "Organizations", value: "More than 1,000 employees" },
      { label: "Survey", value: "38 questions" },
      { label: "Fieldwork", value: "March and April 2024" },
      { label: "Regions", value: "North America, Europe, Asia-Pacific" },
    ],
  },
  findings: {
    description: "What the data shows, in 4 findings.",
    items: findings,
  },
  cta: {
    title: "Want to Benchmark Your AI Governance?",
    description:
      "Our AI governance research team will compare your policies, reviews and inventory with the 385 organizations in this benchmark.",
  },
  document: report,
});
