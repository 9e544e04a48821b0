import type { CaseStudyHighlight } from "@/content/types";
import { beforeAfter } from "@/content/case-studies/result-charts";

/**
 * The four case study cards on the home page. Each links to its full story on /case-studies
 * (`#` and the story's id); a card without a full story links to the list (`#case-studies`).
 */
export const caseStudyHighlights = [
  {
    category: "Manufacturing",
    title: "Predictive Maintenance for an Automotive Parts Maker",
    description:
      "Sensor data from 140 machines now predicts failures weeks ahead, so maintenance is planned instead of rushed.",
    results: [
      "42% less unplanned downtime",
      "$1.8M saved in the first year",
      "Repairs planned 3 weeks ahead",
    ],
    technologies: ["Python", "TensorFlow", "Azure IoT", "Power BI"],
    chart: {
      metric: "Unplanned downtime (index)",
      figure: "-42%",
      summary: "Chart: unplanned downtime fell 42%, from an index of 100 to 58.",
      bars: beforeAfter(100, 58),
    },
    href: "/case-studies#manufacturing",
  },
  {
    category: "Healthcare",
    title: "Automated Patient Intake for a 14-Clinic Network",
    description:
      "AI reads referral letters and insurance cards, checks eligibility and books the first appointment without re-keying.",
    results: [
      "75% faster intake",
      "12 staff hours saved per clinic each week",
      "HIPAA-compliant from day one",
    ],
    technologies: ["OpenAI", "n8n", "AWS", "PostgreSQL"],
    chart: {
      metric: "Intake time per new patient (index)",
      figure: "-75%",
      summary: "Chart: intake time per new patient fell 75%, from an index of 100 to 25.",
      bars: beforeAfter(100, 25),
    },
    href: "/case-studies#healthcare",
  },
  {
    category: "Fintech",
    title: "Real-Time Fraud Detection for a Digital Lender",
    description:
      "A streaming model scores every application and transaction in milliseconds and flags only the cases worth a human look.",
    results: [
      "95% reduction in fraud detection time",
      "$2.4M in fraud losses prevented",
      "0.3% false-positive rate",
    ],
    technologies: ["Python", "XGBoost", "Kafka", "AWS"],
    chart: {
      metric: "Fraud detection time (index)",
      figure: "-95%",
      summary: "Chart: fraud detection time fell 95%, from an index of 100 to 5.",
      bars: beforeAfter(100, 5),
    },
    href: "/case-studies#fintech",
  },
  {
    category: "Retail & E-commerce",
    title: "AI-Driven Campaigns for a Direct-to-Consumer Brand",
    description:
      "Rebuilt tracking, predictive audiences and weekly creative tests turned paid social into the brand's most profitable channel.",
    results: [
      "3.1x return on ad spend",
      "38% lower cost per acquisition",
      "$4.2M in attributed revenue",
    ],
    technologies: ["Google Ads", "Meta Ads", "GA4", "BigQuery"],
    chart: {
      metric: "Cost per acquisition (index)",
      figure: "-38%",
      summary: "Chart: cost per acquisition fell 38%, from an index of 100 to 62.",
      bars: beforeAfter(100, 62),
    },
    href: "/case-studies#case-studies",
  },
] satisfies CaseStudyHighlight[];
