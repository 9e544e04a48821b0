import type { IndustryContent } from "../types";

/** /industries/government */
export const government = {
  slug: "government",
  meta: {
    title: "AI Solutions for Government & Defense",
    description:
      "Secure AI for public agencies and defense teams: citizen services, case processing, intelligence analysis and fraud detection in FedRAMP clouds.",
  },
  card: {
    icon: "shield",
    title: "Government & Defense",
    description:
      "Modernize citizen services, clear case backlogs and analyze intelligence securely, in the cloud environments you are authorized to use.",
    features: [
      "Citizen service automation",
      "Document and case processing",
      "Secure intelligence analysis",
      "Fraud, waste and abuse detection",
    ],
    technologies: ["AWS GovCloud", "Azure Government", "Elasticsearch", "Llama 3"],
    href: "/industries/government",
  },
  hero: {
    visual: "government",
    eyebrow: "Government & Defense",
    title: "AI Solutions for Government & Defense",
    description:
      "Serve citizens faster and make better-informed decisions without compromising security. We build auditable AI for public-sector and defense teams, deployed where your data is allowed to live.",
  },
  solutions: {
    title: "Secure, Accountable AI for the Public Sector",
    description:
      "Each solution is built for transparency and oversight: every automated step is logged, explainable and reviewable by a person.",
    items: [
      {
        icon: "users",
        title: "Citizen Service Automation",
        description:
          "Multilingual assistants and self-service flows that answer questions, book appointments and guide applications around the clock.",
        features: [
          "Multilingual chat and voice assistants",
          "Accessible to WCAG 2.2 AA",
          "Application status lookups",
          "Escalation to caseworkers with full context",
        ],
      },
      {
        icon: "file-text",
        title: "Document & Case Processing",
        description:
          "Extract, classify and route forms, permits and claims so caseworkers start from a complete, checked file.",
        features: [
          "Intelligent document extraction",
          "Eligibility pre-checks",
          "Automated routing and prioritization",
          "Full audit trail for every action",
        ],
      },
      {
        icon: "network",
        title: "Intelligence & Data Analysis",
        description:
          "Entity extraction, link analysis and search across large document and signal collections, on accredited infrastructure.",
        features: [
          "Entity and relationship extraction",
          "Cross-source semantic search",
          "Analyst-in-the-loop workflows",
          "Air-gapped deployment options",
        ],
      },
      {
        icon: "search",
        title: "Fraud, Waste & Abuse Detection",
        description:
          "Anomaly detection across benefits, procurement and payments that surfaces the cases worth investigating first.",
        features: [
          "Benefit and payment anomaly detection",
          "Procurement collusion signals",
          "Investigator case prioritization",
          "Explainable risk scores",
        ],
      },
    ],
  },
  benefits: {
    title: "Better Service, Lower Backlogs",
    description: "Typical improvements our public-sector clients measure within the first year.",
    items: [
      { value: "60%", label: "faster application processing" },
      { value: "50%", label: "fewer calls to contact centers" },
      { value: "85%", label: "less time spent on document review" },
      { value: "40%", label: "more improper payments identified" },
    ],
  },
  successStories: {
    title: "Results from Public-Sector Teams",
    items: [
      {
        client: "State benefits agency",
        title: "Faster Benefits Applications",
        description:
          "Automated document extraction and eligibility pre-checks for unemployment and housing-assistance applications.",
        results: [
          "60% faster application processing",
          "Backlog of 40,000 cases cleared in 5 months",
          "Caseworker overtime down by 35%",
        ],
      },
      {
        client: "City government, 900,000 residents",
        title: "24/7 Multilingual Resident Assistant",
        description:
          "Launched a resident assistant in six languages covering permits, waste collection, parking and local tax questions.",
        results: [
          "50% fewer calls to the city's 311 line",
          "Answers in 6 languages, around the clock",
          "Average resident rating of 4.6 out of 5",
        ],
      },
      {
        client: "Defense logistics organization",
        title: "Secure Document Intelligence",
        description:
          "Deployed entity extraction and semantic search over 12 million maintenance and supply records in an air-gapped environment.",
        results: [
          "85% less time spent on document review",
          "Search results in under 2 seconds",
          "Delivered entirely inside the client's secure enclave",
        ],
      },
    ],
  },
  technologies: {
    title: "Technologies We Use in Government",
    description:
      "Tools that meet public-sector security requirements, in the cloud or fully on premises.",
    items: [
      { name: "AWS GovCloud (US)", category: "Cloud Platform" },
      { name: "Azure Government", category: "Cloud Platform" },
      { name: "Llama 3", category: "Self-Hosted Language Model" },
      { name: "Elasticsearch", category: "Search & Analytics" },
      { name: "Apache NiFi", category: "Data Integration" },
      { name: "Red Hat OpenShift", category: "Container Platform" },
    ],
  },
  cta: {
    title: "Ready to Modernize Public Services?",
    description:
      "Book a free consultation with our public-sector team. We'll discuss your mission, your security requirements and a first project that fits your procurement route.",
  },
} satisfies IndustryContent;
