import type { IndustryContent } from "../types";

/** /industries/financial-services. This page has no technologies section. */
export const financialServices = {
  slug: "financial-services",
  meta: {
    title: "AI Solutions for Financial Services",
    description:
      "Fraud detection, credit risk models, compliance automation and AI customer service for banks, lenders and insurers, built to pass audit.",
  },
  card: {
    icon: "landmark",
    title: "Financial Services",
    description:
      "Stop fraud in milliseconds, automate compliance reporting and give every customer fast, personal service without adding headcount.",
    features: [
      "Real-time fraud detection",
      "Credit risk modeling",
      "Automated compliance reporting",
      "Intelligent customer service",
    ],
    technologies: ["Python", "TensorFlow", "Apache Kafka", "AWS SageMaker"],
    href: "/industries/financial-services",
  },
  hero: {
    visual: "finance",
    eyebrow: "Financial Services",
    title: "AI Solutions for Financial Services",
    description:
      "Catch fraud as it happens, decide on credit in minutes and turn compliance from a cost center into an automated routine, with models your risk team and your regulator can both explain.",
  },
  solutions: {
    title: "AI Built for Banking, Lending and Insurance",
    description:
      "Four proven solution areas, each delivered with audit trails, model documentation and the security controls financial institutions require.",
    items: [
      {
        icon: "shield-check",
        title: "Fraud Detection & Prevention",
        description:
          "Machine-learning models score every transaction in real time and stop suspicious activity before money leaves the account.",
        features: [
          "Transaction scoring in under 50 ms",
          "Behavioral and device fingerprinting",
          "Models that learn from analyst decisions",
          "Explainable alerts for investigators",
        ],
      },
      {
        icon: "line-chart",
        title: "Risk Assessment & Credit Scoring",
        description:
          "Credit and portfolio risk models that use more signals, decide faster and explain every decision to customers and regulators.",
        features: [
          "Alternative-data credit scoring",
          "Portfolio stress testing",
          "Reason codes for every decision",
          "Fair-lending bias monitoring",
        ],
      },
      {
        icon: "file-text",
        title: "Regulatory Compliance Automation",
        description:
          "Automate KYC checks, AML screening and regulatory reporting so compliance teams review exceptions instead of paperwork.",
        features: [
          "Automated KYC document verification",
          "AML and sanctions screening",
          "Complete audit trail for every check",
          "Scheduled regulatory report generation",
        ],
      },
      {
        icon: "message-square",
        title: "Intelligent Customer Service",
        description:
          "AI assistants that answer account questions, resolve routine requests and hand complex cases to the right advisor.",
        features: [
          "24/7 chat and voice assistants",
          "Secure authentication in conversation",
          "Dispute and claims intake",
          "Handoff to advisors with full context",
        ],
      },
    ],
  },
  benefits: {
    title: "Measurable Impact on Risk and Cost",
    description:
      "Typical improvements our financial services clients measure within the first year.",
    items: [
      { value: "95%", label: "reduction in fraud detection time" },
      { value: "60%", label: "fewer false-positive fraud alerts" },
      { value: "80%", label: "less manual compliance work" },
      { value: "40%", label: "faster loan decisions" },
    ],
  },
  successStories: {
    title: "Results from Financial Institutions",
    items: [
      {
        client: "Regional bank, 1.8M customers",
        title: "Real-Time Card Fraud Prevention",
        description:
          "Replaced a rules-only engine with a streaming model that scores every card transaction before authorization.",
        results: [
          "95% reduction in fraud detection time",
          "$4.2M in annual fraud losses prevented",
          "62% fewer legitimate cards declined",
        ],
      },
      {
        client: "Digital small-business lender",
        title: "Automated Credit Decisioning",
        description:
          "Built an explainable credit model and decision API that approves small-business loans in minutes instead of days.",
        results: [
          "Decision time cut from 3 days to 8 minutes",
          "18% more approvals at the same default rate",
          "Reason codes issued for every declined application",
        ],
      },
      {
        client: "Insurance group, 12 markets",
        title: "KYC and AML Onboarding Automation",
        description:
          "Automated identity verification and sanctions screening for new policyholders across twelve markets and four languages.",
        results: [
          "Onboarding time down from 5 days to 4 hours",
          "75% less manual review work",
          "No findings in the next regulatory audit",
        ],
      },
    ],
  },
  cta: {
    title: "Ready to Modernize Your Financial Operations?",
    description:
      "Book a free consultation with our financial services team. We'll show where AI pays back fastest in your operations and what it takes to get it through model risk review.",
  },
} satisfies IndustryContent;
