import type { IndustryContent } from "../types";

/** /industries/technology */
export const technology = {
  slug: "technology",
  meta: {
    title: "AI Solutions for Technology Companies",
    description:
      "AI product features, copilots, developer and support automation, and MLOps for SaaS and software companies, from prototype to production.",
  },
  card: {
    icon: "cpu",
    title: "Technology",
    description:
      "Ship AI features into your product, automate engineering and support work, and run models reliably at scale.",
    features: [
      "AI product features and copilots",
      "Developer productivity automation",
      "Support ticket automation",
      "MLOps and model monitoring",
    ],
    technologies: ["OpenAI", "LangChain", "Pinecone", "Kubernetes"],
    href: "/industries/technology",
  },
  hero: {
    visual: "technology",
    eyebrow: "Technology",
    title: "AI Solutions for Technology Companies",
    description:
      "Add AI to your product without stalling your roadmap. Our engineers build copilots, automate internal workflows and set up the MLOps to run them reliably at scale.",
  },
  solutions: {
    title: "AI for Software and SaaS Teams",
    description:
      "Senior engineers who work in your repositories and your rituals, shipping AI features with evaluation, guardrails and cost controls from day one.",
    items: [
      {
        icon: "sparkles",
        title: "AI Product Features & Copilots",
        description:
          "Retrieval-augmented assistants, smart search and generative features built into your product, with evaluation and guardrails from the start.",
        features: [
          "Retrieval-augmented generation on your data",
          "In-app copilots and semantic search",
          "Automated evaluation suites",
          "Cost and latency budgets per feature",
        ],
      },
      {
        icon: "code-2",
        title: "Developer Productivity Automation",
        description:
          "Automate code review, test generation, release notes and incident triage so engineers spend their time on the product.",
        features: [
          "AI-assisted code review",
          "Test generation for legacy code",
          "Incident summaries and triage",
          "Release notes from merged pull requests",
        ],
      },
      {
        icon: "message-square",
        title: "Customer Support Automation",
        description:
          "Ticket classification, suggested replies and self-service answers drawn from your documentation and past tickets.",
        features: [
          "Automatic ticket tagging and routing",
          "Suggested replies for agents",
          "Self-service answers from your docs",
          "Churn-risk signals from conversations",
        ],
      },
      {
        icon: "server",
        title: "MLOps & Model Operations",
        description:
          "Pipelines, monitoring and governance that take models from notebook to production and keep them healthy there.",
        features: [
          "Reproducible training pipelines",
          "Drift and quality monitoring",
          "Canary releases for models",
          "Model registry with approvals",
        ],
      },
    ],
  },
  benefits: {
    title: "Ship Faster, Spend Less",
    description: "Typical improvements our technology clients measure within the first year.",
    items: [
      { value: "40%", label: "faster delivery of AI features" },
      { value: "55%", label: "of support tickets resolved automatically" },
      { value: "30%", label: "less time spent on code review" },
      { value: "50%", label: "lower model serving costs" },
    ],
  },
  successStories: {
    title: "Results from Technology Companies",
    items: [
      {
        client: "B2B SaaS platform, 5,000 customers",
        title: "An In-App AI Copilot",
        description:
          "Built a retrieval-augmented copilot that answers how-to questions and drafts reports from each customer's own data.",
        results: [
          "28% increase in weekly active usage",
          "Adopted by 61% of accounts within 3 months",
          "94% answer accuracy on the evaluation suite",
        ],
      },
      {
        client: "Developer tools company",
        title: "Support Ticket Automation",
        description:
          "Classified and routed incoming tickets and drafted first responses from the docs and previously resolved tickets.",
        results: [
          "55% of support tickets resolved automatically",
          "First response time down from 6 hours to 4 minutes",
          "Customer satisfaction up 12 points",
        ],
      },
      {
        client: "Payments infrastructure provider",
        title: "A Production MLOps Platform",
        description:
          "Moved 14 models from ad-hoc scripts to a managed pipeline with monitoring, canary releases and audit logs.",
        results: [
          "Model releases from monthly to weekly",
          "50% lower model serving costs",
          "Drift detected within hours instead of weeks",
        ],
      },
    ],
  },
  technologies: {
    title: "Technologies We Use with Tech Teams",
    description:
      "A modern AI stack we run in production every day, adapted to the one you already have.",
    items: [
      { name: "OpenAI & Anthropic APIs", category: "Foundation Models" },
      { name: "LangChain", category: "LLM Orchestration" },
      { name: "Pinecone", category: "Vector Database" },
      { name: "Kubernetes", category: "Container Orchestration" },
      { name: "MLflow", category: "MLOps" },
      { name: "Datadog", category: "Observability" },
    ],
  },
  cta: {
    title: "Ready to Ship AI in Your Product?",
    description:
      "Book a free consultation with our engineering leads. We'll review your roadmap and architecture and scope an AI feature your customers will actually use.",
  },
} satisfies IndustryContent;
