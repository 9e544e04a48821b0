import type { DownloadableDocument } from "@/content/types";
import { researchReportPage, researchReportTemplate as template } from "./report-template";

/** The research report page at /resources/research/small-business-automation-impact-2024 and the PDF it downloads. */

const findings = [
  {
    stat: "11 hrs",
    title: "Hours Come Back Every Month",
    description:
      "Small businesses that adopted automation tools in the past two years save an average of 11 hours per employee each month, most of it spent again on customer work.",
  },
  {
    stat: "57%",
    title: "Growth Without Hiring",
    description:
      "57% of adopters took on more customers without adding staff. No-code platforms and AI features in existing software drove adoption; only 12% built anything custom.",
  },
  {
    stat: "18%",
    title: "Services and E-commerce Gain Most",
    description:
      "Automated follow-up and order handling raised revenue per employee by a median of 18% in professional services and e-commerce; trades and hospitality saw smaller, steady gains.",
  },
  {
    stat: "2x",
    title: "Ownership Doubles the Savings",
    description:
      "Businesses that made one person responsible for their automations reported twice the time savings of those that left it to whoever had time.",
  },
];

const report = {
  title: "Small Business Automation Impact Study",
  subtitle: "Hours saved and revenue effects at 2,150 companies with fewer than 250 employees",
  kind: template.eyebrow,
  author: "Small Business Research Team",
  publishDate: "July 2024",
  sections: [
    {
      heading: "Executive Summary",
      paragraphs: [
        "Small businesses that adopted automation tools in the past two years report saving an average of 11 hours per employee each month. Most of that time went back into customer work: 57% of adopters said they took on more clients without adding staff.",
        "No-code platforms and AI features built into existing software drove adoption. Only 12% of small businesses built anything custom, and those that did usually started with a single integration between their CRM and accounting system.",
      ],
      bullets: [
        "11 hours saved per employee per month on average",
        "57% took on more customers without hiring",
        "Invoicing, scheduling and lead follow-up are the most automated tasks",
        "Lack of time to set up tools is the top barrier, ahead of cost",
      ],
    },
    {
      heading: "Methodology",
      paragraphs: [
        "We surveyed owners and managers of 2,150 businesses with 2 to 249 employees in the United States, the United Kingdom and Australia in May and June 2024, weighted by company size and sector. Twenty businesses shared before-and-after time tracking data for a deeper analysis.",
      ],
    },
    {
      heading: "Findings",
      paragraphs: [
        "Impact was largest in professional services and e-commerce, where automated follow-up and order handling raised revenue per employee by a median of 18%. Trades and hospitality businesses saw smaller but steady gains from scheduling and payment reminders.",
        "Businesses that assigned one person to own their automations reported twice the time savings of those that left it to whoever had time, showing that even small teams benefit from clear ownership.",
      ],
    },
    {
      heading: "Recommendations",
      paragraphs: [
        "Automate one repetitive, rules-based task end to end before adding more, use the automation features already in your software, and give one person responsibility for keeping automations working.",
      ],
    },
  ],
} satisfies DownloadableDocument;

export const researchReport = researchReportPage({
  meta: {
    title: "Small Business Automation Impact Study (Research Report)",
    description:
      "A 34-page study of 2,150 small businesses: hours saved, revenue effects and the automation tools owners rely on.",
  },
  hero: {
    description:
      "What automation and AI tools change for companies with fewer than 250 employees: hours saved, revenue effects and the tools owners rely on, from a survey of 2,150 businesses.",
    type: "Impact Study",
    pages: 34,
    participants: "2,150 small businesses",
    coverage: "United States, United Kingdom, Australia",
  },
  highlights: [
    { value: "11 hrs", label: "Saved per employee per month", icon: "clock" },
    { value: "57%", label: "Took on more customers without hiring", icon: "users" },
    {
      value: "18%",
      label: "Higher revenue per employee in services and e-commerce",
      icon: "trending-up",
    },
    { value: "2x", label: "Time savings where one person owns the automations", icon: "award" },
  ],
  methodology: {
    description: "Who took part and how the results were weighted.",
    details: [
      { label: "Sample", value: "2,150 businesses" },
      { label: "Company size", value: "2 to 249 employees" },
      { label: "Fieldwork", value: "May and June 2024" },
      { label: "Countries", value: "United States, United Kingdom, Australia" },
      { label: "Time tracking", value: "20 businesses, before and after" },
    ],
  },
  findings: {
    description: "What the data shows, in 4 findings.",
    items: findings,
  },
  cta: {
    title: "Want to Know What Automation Would Save Your Team?",
    description:
      "Our research team will compare your tools and workflows with the 2,150 businesses in this study and point out the quickest wins.",
  },
  document: report,
});
