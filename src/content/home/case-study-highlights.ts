import type { CaseStudyHighlight } from "@/content/types";

/**
 * The four case study cards on the home page. Each links to its full story on /case-studies
 * (`#` and the story's id); a card without a full story links to the list (`#case-studies`).
 */
export const caseStudyHighlights = [
  {
    category: "Manufacturing",
    title: "Predictive maintenance for an automotive parts maker",
    description:
      "Sensor data from 140 machines now predicts failures weeks ahead, so maintenance is planned instead of rushed.",
    results: [
      "42% less unplanned downtime",
      "$1.8M saved in the first year",
      "Repairs planned 3 weeks ahead",
    ],
    technologies: ["Python", "TensorFlow", "Azure IoT", "Power BI"],
    href: "/case-studies#manufacturing",
  },
  {
    category: "Healthcare",
    title: "Automated patient intake for a 14-clinic network",
    description:
      "AI reads referral letters and insurance cards, checks eligibility and books the first appointment without re-keying.",
    results: [
      "75% faster intake",
      "12 staff hours saved per clinic each week",
      "HIPAA-compliant from day one",
    ],
    technologies: ["OpenAI", "n8n", "AWS", "PostgreSQL"],
    href: "/case-studies#healthcare",
  },
  {
    category: "Financial Services",
    title: "Real-time fraud detection for a digital lender",
    description:
      "A streaming model scores every application and transaction in milliseconds and flags only the cases worth a human look.",
    results: [
      "95% reduction in fraud detection time",
      "$2.4M in fraud losses prevented",
      "0.3% false-positive rate",
    ],
    technologies: ["Python", "XGBoost", "Kafka", "AWS"],
    href: "/case-studies#fintech",
  },
  {
    category: "Retail & E-commerce",
    title: "AI-driven campaigns for a direct-to-consumer brand",
    description:
      "Rebuilt tracking, predictive audiences and weekly creative tests turned paid social into the brand's most profitable channel.",
    results: [
      "3.1x return on ad spend",
      "38% lower cost per acquisition",
      "$4.2M in attributed revenue",
    ],
    technologies: ["Google Ads", "Meta Ads", "GA4", "BigQuery"],
    href: "/case-studies#case-studies",
  },
] satisfies CaseStudyHighlight[];
