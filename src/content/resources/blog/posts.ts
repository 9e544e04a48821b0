import type { BlogPostMeta } from "@/content/types";

/**
 * Every blog post, newest first. The listing, search, related posts and the
 * article header read this list; each post's body is in articles/{slug}.ts.
 * To add a post: add its entry here and its body file there (`npm run check:content` checks both exist).
 */
export const posts = [
  {
    slug: "transparent-ai",
    title: "Transparent AI: Making Model Decisions Explainable",
    excerpt:
      "A model that cannot explain itself is hard to trust, hard to debug and increasingly hard to deploy. Explainability starts with asking who needs to understand what.",
    description:
      "Practical explainability: matching explanations to each audience, interpretable models, SHAP and counterfactuals, common pitfalls, and documentation.",
    author: "Dr. Sarah Chen",
    date: "2024-12-10",
    readTime: "4 min read",
    category: "Ethics",
    views: "4.3k",
  },
  {
    slug: "ai-bias-mitigation",
    title: "Detecting and Mitigating Bias in AI Models",
    excerpt:
      "Bias rarely comes from intent. It creeps in through history, sampling, labels and proxies. Here is how to measure it, reduce it and keep it in check after launch.",
    description:
      "Where AI bias comes from, which fairness metrics to use and why they conflict, and mitigation techniques across the data, training and decision stages.",
    author: "David Kim",
    date: "2024-11-19",
    readTime: "4 min read",
    category: "Ethics",
    views: "5.9k",
  },
  {
    slug: "generative-ai-enterprise",
    title: "Generative AI in the Enterprise: From Pilots to Production",
    excerpt:
      "Most enterprises have run a generative AI pilot; far fewer have a system employees rely on every day. Here is what separates the deployments that last from the demos that stall.",
    description:
      "Why most generative AI pilots stall, and a practical 90-day path to production: use case selection, retrieval, evaluation, governance and cost control.",
    author: "Dr. Emily Watson",
    date: "2024-11-18",
    readTime: "7 min read",
    category: "AI Trends",
    views: "12.4k",
    featured: true,
  },
  {
    slug: "predictive-marketing-analytics",
    title: "Predictive Analytics for Smarter Marketing Spend",
    excerpt:
      "Last-click attribution and platform-reported conversions are losing credibility. Predictive models calibrated by experiments give a better basis for moving budget.",
    description:
      "How lifetime value, propensity and marketing mix models, calibrated with incrementality tests, help marketers reallocate budget with confidence.",
    author: "James Park",
    date: "2024-10-29",
    readTime: "4 min read",
    category: "Marketing",
    views: "3.6k",
  },
  {
    slug: "ai-model-governance",
    title: "AI Model Governance: Keeping Models Accountable",
    excerpt:
      "As models multiply across the business, informal oversight breaks down. A practical governance framework covering inventory, risk tiers, validation, monitoring and clear ownership.",
    description:
      "A practical AI model governance framework: model inventory, risk tiering, validation, production monitoring, change control and clear accountability.",
    author: "David Kim",
    date: "2024-10-17",
    readTime: "6 min read",
    category: "Ethics",
    views: "2.9k",
  },
  {
    slug: "ai-content-generation",
    title: "AI Content Generation Without Losing Your Voice",
    excerpt:
      "When every competitor can produce unlimited fluent content, volume stops being an advantage. Here is how to use AI to scale content while keeping a voice people recognize.",
    description:
      "How marketing teams use generative AI without sounding generic: codify brand voice, design a human-led workflow, manage risks and measure what matters.",
    author: "Priya Patel",
    date: "2024-10-08",
    readTime: "4 min read",
    category: "Marketing",
    views: "8.1k",
  },
  {
    slug: "ml-customer-segmentation",
    title: "Machine Learning for Customer Segmentation",
    excerpt:
      "Demographic segments are easy to explain and rarely predict much. Machine learning segments customers by what they actually do, and makes the segments actionable.",
    description:
      "How to build customer segments with machine learning: choosing an approach, engineering features, testing segment-specific campaigns and keeping it fresh.",
    author: "Lisa Thompson",
    date: "2024-09-17",
    readTime: "4 min read",
    category: "Marketing",
    views: "4.4k",
  },
  {
    slug: "edge-ai-revolution",
    title: "The Edge AI Revolution: Intelligence Where Data Is Born",
    excerpt:
      "Running models on cameras, gateways and devices cuts latency, bandwidth and privacy risk. Here is when edge AI pays off and how to operate it at fleet scale.",
    description:
      "When to run AI at the edge instead of the cloud, how to shrink models to fit small hardware, and how to operate a fleet of edge devices safely.",
    author: "James Park",
    date: "2024-09-10",
    readTime: "5 min read",
    category: "AI Trends",
    views: "4.7k",
  },
  {
    slug: "quantum-ai",
    title: "Quantum Computing and AI: What Enterprises Should Watch",
    excerpt:
      "Quantum computing will not transform your AI roadmap this year, but it already affects your security plans. Here is what is real, what is hype, and what to do now.",
    description:
      "What quantum computing realistically means for enterprise AI, why post-quantum cryptography matters now, and a practical five-year watch list.",
    author: "Dr. Emily Watson",
    date: "2024-09-03",
    readTime: "5 min read",
    category: "AI Trends",
    views: "3.8k",
  },
  {
    slug: "telemedicine-ai",
    title: "AI-Powered Telemedicine: Care Beyond the Clinic",
    excerpt:
      "The next phase of virtual care is less about video visits and more about what surrounds them: intake, triage, documentation and remote monitoring that acts.",
    description:
      "How AI improves virtual care: safer intake and triage, ambient documentation, remote monitoring without alert fatigue, and implementation essentials.",
    author: "Priya Patel",
    date: "2024-08-27",
    readTime: "3 min read",
    category: "Healthcare",
    views: "2.7k",
  },
  {
    slug: "performance-marketing-ai",
    title: "Performance Marketing with AI",
    excerpt:
      "Ad platforms now automate bidding and targeting for everyone. The advantage has moved to the inputs you control: conversion data, creative, audiences and honest measurement.",
    description:
      "How to use AI in performance marketing: better conversion signals, creative testing at scale, smarter budget allocation and measurement you can trust.",
    author: "Priya Patel",
    date: "2024-08-22",
    readTime: "6 min read",
    category: "Marketing",
    views: "6.3k",
  },
  {
    slug: "ai-drug-discovery",
    title: "How AI Is Accelerating Drug Discovery",
    excerpt:
      "From protein structure prediction to generative chemistry and smarter trials, AI is reshaping the drug development funnel. The gains are real, but unevenly distributed.",
    description:
      "Where AI speeds up drug discovery, from target identification and molecule design to clinical trials, and what organizations need to capture the value.",
    author: "Dr. Emily Watson",
    date: "2024-08-06",
    readTime: "4 min read",
    category: "Healthcare",
    views: "3.9k",
  },
  {
    slug: "ai-medical-imaging",
    title: "AI in Medical Imaging: Faster Reads, Fewer Misses",
    excerpt:
      "Radiology has more cleared AI tools than any other specialty, yet adoption is uneven. Local validation and workflow integration decide whether a tool helps or gathers dust.",
    description:
      "Where AI helps radiology today, how to validate tools on your own data, why PACS integration decides adoption, and how to monitor performance over time.",
    author: "Dr. Emily Watson",
    date: "2024-07-16",
    readTime: "4 min read",
    category: "Healthcare",
    views: "5.3k",
  },
  {
    slug: "ai-ethics",
    title: "The Ethics of AI: A Practical Guide for Business Leaders",
    excerpt:
      "AI ethics is not a philosophy seminar. It is a set of concrete decisions about fairness, transparency, privacy and accountability that leaders make, or fail to make, on every project.",
    description:
      "A practical guide to AI ethics for business leaders: fairness, transparency, privacy, accountability and the processes that turn principles into practice.",
    author: "Lisa Thompson",
    date: "2024-07-09",
    readTime: "6 min read",
    category: "Ethics",
    views: "4.7k",
  },
  {
    slug: "ai-digital-transformation",
    title: "AI as the Engine of Digital Transformation",
    excerpt:
      "A decade of digitization moved processes onto new software without changing the work. AI lets leaders ask a harder question: which steps need a person at all?",
    description:
      "How AI turns digitization into real transformation: rethinking value streams, the capabilities you need, how to sequence delivery and lead the people side.",
    author: "Michael Rodriguez",
    date: "2024-06-27",
    readTime: "3 min read",
    category: "Business Value",
    views: "4.8k",
  },
  {
    slug: "advanced-rpa",
    title: "Beyond Bots: Advanced Robotic Process Automation",
    excerpt:
      "Screen-scraping bots hit a ceiling on brittle interfaces and unstructured inputs. Advanced RPA combines APIs, document AI, language models and orchestration to get past it.",
    description:
      "How advanced RPA combines APIs, document AI, language models and human review to raise straight-through processing and cut the cost of bot maintenance.",
    author: "Marcus Johnson",
    date: "2024-06-20",
    readTime: "5 min read",
    category: "Automation",
    views: "3.9k",
  },
  {
    slug: "healthcare-ai",
    title: "AI in Healthcare: Better Outcomes, Lighter Workloads",
    excerpt:
      "The most valuable healthcare AI is often the least glamorous: documentation, triage, scheduling and coding. A look at where it helps clinicians today and how to deploy it safely.",
    description:
      "Where AI is improving care and easing clinician workload today, from documentation and triage to scheduling, and how to deploy it safely and responsibly.",
    author: "Dr. Emily Watson",
    date: "2024-06-20",
    readTime: "6 min read",
    category: "Healthcare",
    views: "5.6k",
  },
  {
    slug: "ai-revenue-growth",
    title: "How AI Drives Revenue Growth, Not Just Savings",
    excerpt:
      "Cost savings get AI into the budget, but they have a ceiling. The bigger prize is the top line: pricing, recommendations, lead scoring, retention and faster sales cycles.",
    description:
      "Five revenue levers where AI performs, how to prove lift with control groups, and how to get sales and service teams to act on model recommendations.",
    author: "Marcus Johnson",
    date: "2024-06-11",
    readTime: "4 min read",
    category: "Business Value",
    views: "6.9k",
  },
  {
    slug: "ai-cost-benefit-analysis",
    title: "A Practical Cost-Benefit Analysis for AI Initiatives",
    excerpt:
      "Many AI business cases are written backwards. Here is how to count the full cost, treat benefits as ranges and build a case finance will actually trust, with a worked example.",
    description:
      "How to build an honest AI business case: full three-year costs, benefits as ranges with realization factors, a worked example and common pitfalls.",
    author: "Michael Rodriguez",
    date: "2024-05-23",
    readTime: "4 min read",
    category: "Business Value",
    views: "5.7k",
  },
  {
    slug: "ai-roi-measurement",
    title: "Measuring ROI in AI Projects",
    excerpt:
      "Most AI projects are approved on a forecast and never measured against it. Here is a practical framework for setting baselines, attributing value and reporting returns that finance will accept.",
    description:
      "A practical framework for measuring AI project ROI: baselines, total cost of ownership, attribution, leading indicators and reporting finance will trust.",
    author: "Michael Rodriguez",
    date: "2024-05-14",
    readTime: "7 min read",
    category: "Business Value",
    views: "3.8k",
  },
  {
    slug: "ai-governance",
    title: "Setting Up an AI Governance Program That Works",
    excerpt:
      "A policy document is not a governance program. Here is how to build a lightweight one that scales effort with risk and that teams actually want to use.",
    description:
      "How to build a practical AI governance program: inventory, risk tiers, proportionate controls, clear roles and a 90-day rollout plan.",
    author: "Lisa Thompson",
    date: "2024-05-07",
    readTime: "4 min read",
    category: "Best Practices",
    views: "4.1k",
  },
  {
    slug: "scalable-ai-solutions",
    title: "Building Scalable AI Solutions That Survive Production",
    excerpt:
      "A model that shines in a notebook can buckle under real traffic, real data and real budgets. The engineering practices that keep AI systems reliable as they grow.",
    description:
      "Engineering practices for AI systems that scale: data contracts, serving architecture, reproducibility, monitoring, cost control and graceful degradation.",
    author: "Michael Rodriguez",
    date: "2024-04-22",
    readTime: "6 min read",
    category: "Best Practices",
    views: "7.1k",
  },
  {
    slug: "data-quality-ai",
    title: "Data Quality: The Foundation of Every AI Project",
    excerpt:
      "When AI projects disappoint, the post-mortem usually blames the data. Here is how to assess data quality before you build and keep it healthy once models are live.",
    description:
      "The data quality dimensions that matter for machine learning, a focused pre-project assessment, and the continuous controls production AI needs.",
    author: "Dr. Sarah Chen",
    date: "2024-04-16",
    readTime: "4 min read",
    category: "Best Practices",
    views: "7.2k",
  },
  {
    slug: "ai-testing-validation",
    title: "Testing and Validating AI Systems Before Launch",
    excerpt:
      "A single accuracy number is not a launch decision. This is the pre-launch testing playbook we use for predictive models and LLM applications alike.",
    description:
      "A practical pre-launch testing playbook for AI: data checks, segment-level evaluation, LLM evaluation harnesses, launch gates and gradual rollout.",
    author: "David Kim",
    date: "2024-03-28",
    readTime: "4 min read",
    category: "Best Practices",
    views: "4.6k",
  },
  {
    slug: "workflow-orchestration",
    title: "Workflow Orchestration for Automated Operations",
    excerpt:
      "Scripts, bots, integration flows and AI agents each work on their own. Orchestration turns them into end-to-end processes you can see, control and trust.",
    description:
      "Why automation needs orchestration, the capabilities that matter on a bad day, design principles for resilient workflows and how to start small.",
    author: "James Park",
    date: "2024-03-12",
    readTime: "4 min read",
    category: "Automation",
    views: "3.2k",
  },
  {
    slug: "no-code-automation",
    title: "No-Code Automation for Small Businesses",
    excerpt:
      "Small teams lose hours every week to copying data between tools. A practical guide to finding, building and maintaining no-code automations that actually pay for themselves.",
    description:
      "A practical no-code automation guide for small businesses: finding the first wins, choosing a platform, adding AI steps safely and knowing when to go custom.",
    author: "Lisa Thompson",
    date: "2024-03-05",
    readTime: "5 min read",
    category: "Automation",
    views: "6.3k",
  },
  {
    slug: "intelligent-document-processing",
    title: "Intelligent Document Processing: Turning Paper into Data",
    excerpt:
      "Invoices, claims and onboarding packs still arrive as scans and PDFs. Intelligent document processing turns them into validated data in minutes, if you set it up with realistic targets.",
    description:
      "How intelligent document processing pipelines work, what straight-through rates to expect, common pitfalls and how to measure the payoff.",
    author: "Priya Patel",
    date: "2024-02-20",
    readTime: "4 min read",
    category: "Automation",
    views: "5.1k",
  },
  {
    slug: "ai-cybersecurity",
    title: "AI in Cybersecurity: Detecting Threats Before They Strike",
    excerpt:
      "Machine learning changes the math of attention in the security operations center. Here is where it earns its place, how to make analysts trust it, and a 90-day plan to start.",
    description:
      "Where machine learning improves threat detection, how to build alerts analysts trust, how attackers use AI, and a realistic 90-day starting plan.",
    author: "Marcus Johnson",
    date: "2024-02-06",
    readTime: "4 min read",
    category: "AI Trends",
    views: "6.4k",
  },
  {
    slug: "ai-automation-trends-2024",
    title: "AI Automation Trends Shaping 2024",
    excerpt:
      "Agentic workflows, document AI, embedded copilots and smaller models are changing what automation can handle. Here is what matters this year and what to do about it.",
    description:
      "The AI automation trends that matter in 2024: agentic workflows, document AI, embedded copilots, smaller models, process mining and practical governance.",
    author: "Dr. Sarah Chen",
    date: "2024-01-15",
    readTime: "5 min read",
    category: "AI Trends",
    views: "9.6k",
  },
] satisfies BlogPostMeta[];
