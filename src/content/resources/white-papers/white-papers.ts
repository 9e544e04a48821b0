import type { FeaturedWhitePaper, WhitePaper, WhitePapersPageContent } from "@/content/types";
import { browseAllResources } from "@/content/calls-to-action";

/**
 * The library on /resources/white-papers, newest first. Ratings stay between 4.5 and 4.9.
 * Each paper has its page at `href` (/resources/whitepapers/{slug}), written in {slug}.ts beside this file.
 */
export const whitePapers = [
  {
    slug: "ai-roi-guide",
    title: "The Practical Guide to Measuring AI ROI",
    description:
      "A step-by-step framework for baselining processes, valuing AI on cost, revenue, risk and speed, and attributing results with confidence.",
    category: "Business Value",
    author: "Michael Torres",
    pages: 45,
    publishDate: "September 2024",
    downloadCount: "4,128",
    rating: 4.8,
    href: "/resources/whitepapers/ai-roi-guide",
  },
  {
    slug: "ai-in-clinical-operations",
    title: "AI in Clinical Operations: From Triage to Discharge",
    description:
      "How hospitals use machine learning for patient flow, documentation and capacity planning, with HIPAA-ready architecture patterns and outcome data.",
    category: "Healthcare",
    author: "Dr. Emily Rodriguez",
    pages: 42,
    publishDate: "August 2024",
    downloadCount: "2,934",
    rating: 4.9,
    href: "/resources/whitepapers/ai-in-clinical-operations",
  },
  {
    slug: "responsible-ai-governance",
    title: "Responsible AI Governance: An Operating Model for Enterprises",
    description:
      "Roles, review gates, model documentation and monitoring controls that satisfy the EU AI Act and NIST AI RMF without slowing delivery.",
    category: "Ethics & Governance",
    author: "David Kim",
    pages: 36,
    publishDate: "July 2024",
    downloadCount: "2,611",
    rating: 4.6,
    href: "/resources/whitepapers/responsible-ai-governance",
  },
  {
    slug: "fraud-detection-financial-services",
    title: "Real-Time Fraud Detection in Financial Services",
    description:
      "Architectures, feature stores and model-risk practices behind fraud systems that cut losses while keeping false positives and customer friction low.",
    category: "Financial Services",
    author: "Rachel Okafor",
    pages: 40,
    publishDate: "June 2024",
    downloadCount: "3,102",
    rating: 4.7,
    href: "/resources/whitepapers/fraud-detection-financial-services",
  },
  {
    slug: "predictive-maintenance",
    title: "Predictive Maintenance with Machine Learning",
    description:
      "Sensor data strategy, failure-prediction models and plant-floor rollout lessons from programs that reduced unplanned downtime by up to 45%.",
    category: "Manufacturing",
    author: "James Whitfield",
    pages: 32,
    publishDate: "May 2024",
    downloadCount: "2,287",
    rating: 4.5,
    href: "/resources/whitepapers/predictive-maintenance",
  },
  {
    slug: "no-code-automation-playbook",
    title: "The No-Code Automation Playbook for Growing Teams",
    description:
      "Which workflows to automate first, how to choose a platform, and the guardrails that keep citizen-built automations secure and maintainable.",
    category: "No-Code",
    author: "Priya Raman",
    pages: 28,
    publishDate: "April 2024",
    downloadCount: "3,476",
    rating: 4.7,
    href: "/resources/whitepapers/no-code-automation-playbook",
  },
] satisfies WhitePaper[];

const featuredTitle = "The Enterprise AI Implementation Playbook";

/** The paper above the library; 'Download Free' downloads `document` as a PDF. */
export const featuredWhitePaper = {
  slug: "enterprise-ai-implementation-playbook",
  title: featuredTitle,
  description:
    "A field-tested roadmap for taking AI from pilot to production: use-case selection, data readiness, MLOps, change management and scaling.",
  category: "Implementation Guide",
  author: "Dr. Sarah Chen",
  pages: 50,
  publishDate: "October 2024",
  downloadCount: "5,247",
  rating: 4.9,
  href: "/resources/whitepapers/enterprise-ai-implementation-playbook",
  abstract:
    "Eight in ten AI pilots never reach production. This playbook distills lessons from more than 60 enterprise deployments into a repeatable path from idea to scaled system. It covers how to pick use cases with measurable value, assess data readiness in two weeks, design an MLOps foundation that fits your existing platforms, and bring operations teams along so new workflows are actually adopted. Each chapter ends with checklists and templates your teams can use on Monday.",
  highlights: [
    "A scoring model for prioritizing AI use cases by value and feasibility",
    "A two-week data readiness assessment with 24 checks",
    "Reference MLOps architectures for AWS, Azure and Google Cloud",
    "A 90-day pilot-to-production plan with go and no-go gates",
  ],
  document: {
    title: featuredTitle,
    subtitle: "Taking AI from pilot to production, one measurable step at a time",
    kind: "White Paper",
    author: "Dr. Sarah Chen, Head of AI Strategy",
    publishDate: "October 2024",
    sections: [
      {
        heading: "Executive Summary",
        paragraphs: [
          "Eight in ten AI pilots never reach production. The reasons are remarkably consistent: use cases chosen for novelty rather than value, data that is not ready, no path from a notebook to a monitored service, and operations teams who were never asked how the new workflow should work.",
          "This playbook distills lessons from more than 60 enterprise deployments into a repeatable path. It is written for the leaders who sponsor AI programs and the engineers who deliver them, and it favors checklists over theory.",
        ],
        bullets: [
          "Prioritize use cases on measurable value and feasibility, not ambition",
          "Assess data readiness before committing to a timeline",
          "Build the MLOps foundation once and reuse it for every model",
          "Treat adoption as a deliverable with its own owner and metrics",
        ],
      },
      {
        heading: "Choosing Use Cases That Pay Back",
        paragraphs: [
          "Score every candidate on two axes. Value covers the size of the problem, the number of people affected and how directly the outcome shows up in financial results. Feasibility covers data availability, process stability, integration effort and regulatory exposure.",
          "Start with use cases in the high-value, high-feasibility quadrant, and resist the pull of the most ambitious idea in the room. A first success in eight to twelve weeks buys the credibility and funding the harder problems need.",
        ],
      },
      {
        heading: "Assessing Data Readiness",
        paragraphs: [
          "Most delays in AI programs are data delays. A two-week readiness assessment answers the questions that decide the timeline: does the data exist, who owns it, how complete and accurate is it, can it be joined across systems, and may it be used for this purpose?",
          "Run the assessment on real extracts rather than documentation. Profile completeness and consistency, check a sample of labels by hand, and confirm the legal basis for use with your privacy team before any modeling starts.",
        ],
        bullets: [
          "Availability and ownership of each source",
          "Completeness, accuracy and freshness",
          "Join keys and lineage across systems",
          "Consent, retention and permitted use",
        ],
      },
      {
        heading: "Designing the MLOps Foundation",
        paragraphs: [
          "A model in a notebook is a prototype; a model in production is a service with versioning, automated tests, deployment pipelines, monitoring and a retraining plan. Build these capabilities once, on the cloud platform you already run, and every subsequent model gets to production faster.",
          "The minimum viable foundation includes a feature store or equivalent, a model registry, CI/CD for models and data pipelines, and monitoring for drift, latency and business outcomes. Teams that put this in place before their second model cut time to production by more than half.",
        ],
      },
      {
        heading: "Change Management and Adoption",
        paragraphs: [
          "The best model delivers nothing if people work around it. Involve the operations team from the first workshop, design the new workflow with them, and decide together when a human reviews, overrides or escalates a recommendation.",
          "Measure adoption as seriously as accuracy. Track the share of eligible work that flows through the new process, the rate of overrides and the reasons behind them, and act on that feedback within weeks rather than quarters.",
        ],
      },
      {
        heading: "From Pilot to Scale",
        paragraphs: [
          "Scaling is a sequence of gates, not a single decision. At the end of each phase, compare results against the baseline and the go and no-go criteria agreed at the start, then decide to expand, adjust or stop.",
          "Programs that scale successfully standardize what they learn: reusable components, documented patterns and a central team that supports business units rather than building everything itself.",
        ],
        bullets: [
          "Days 1-30: baseline, data readiness and pilot design",
          "Days 31-60: build, integrate and test with real users",
          "Days 61-90: controlled launch, measurement and scale decision",
        ],
      },
      {
        heading: "Conclusion",
        paragraphs: [
          "Production AI is an engineering and organizational discipline as much as a scientific one. Choose use cases that pay back, fix data first, invest in a shared foundation and make adoption someone's job. Do these four things and the pilot-to-production gap closes.",
        ],
      },
    ],
  },
} satisfies FeaturedWhitePaper;

/** Copy of the white papers listing at /resources/white-papers. */
export const whitePapersPage = {
  meta: {
    title: "AI White Papers and Implementation Guides",
    description:
      "Free in-depth white papers on AI implementation, ROI measurement, governance and industry adoption, written by practitioners.",
  },
  hero: {
    eyebrow: "White Papers",
    title: "AI White Papers & Research Guides",
    description:
      "In-depth guides on implementation, business value, governance and industry adoption, written by the practitioners who design and ship production AI systems.",
  },
  search: {
    label: "Search white papers",
    placeholder: "Search white papers...",
    submitLabel: "Search",
    clearLabel: "Clear search",
    matchesLabel: "{shown} matching papers in the library",
  },
  featured: {
    id: "featured-white-paper",
    eyebrow: "Featured Research",
    title: "This Month's Most Downloaded Paper",
    description:
      "Our most requested guide, updated for 2024 with new reference architectures and checklists.",
    badge: "Editor's pick",
    highlightsTitle: "What You'll Learn",
    downloadLabel: "Download Free",
  },
  library: {
    id: "white-paper-library",
    resultsId: "white-paper-results",
    title: "White Paper Library",
    description: "Browse by topic or search by title, author or keyword.",
    filterLabel: "Filter white papers by category",
    allLabel: "All Papers",
    categories: [
      "Implementation Guide",
      "Business Value",
      "Healthcare",
      "Ethics & Governance",
      "Manufacturing",
      "Financial Services",
      "No-Code",
    ],
    resultsLabel: "Showing {shown} of {total} papers",
    downloadLabel: "Download",
    empty: {
      title: "No White Papers Match Your Search",
      description:
        "Try another category or a different keyword, or clear the filters to see the whole library.",
      clearLabel: "Clear filters",
    },
  },
  labels: {
    pages: "{pages} pages",
    downloads: "{count} downloads",
    rating: "Rated {rating} out of 5",
    author: "Author",
    published: "Published",
  },
  closing: {
    id: "join-research-community",
    title: "Join Our Research Community",
    description:
      "Get early access to new papers, take part in upcoming studies and join quarterly roundtables with practitioners who are putting AI into production.",
    actions: [{ label: "Join Research Community", href: "/contact" }, browseAllResources],
  },
} satisfies WhitePapersPageContent;
