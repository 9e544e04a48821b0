import type {
  DocCategory,
  DocGuide,
  DocQuickAccessTile,
  DocumentationPageContent,
  GuideDifficulty,
} from "@/content/types";

const apiDocs = "/resources/docs/api-documentation";
const docs = "/resources/documentation";

/** The badge style of each difficulty level. */
export const difficultyBadgeVariants = {
  Beginner: "secondary",
  Intermediate: "default",
  Advanced: "destructive",
} as const satisfies Record<GuideDifficulty, "secondary" | "default" | "destructive">;

/** The six Popular Guides. The hub search and the documentation search find them too. */
export const guides = [
  {
    title: "Getting Started with the Automation API",
    description:
      "Create an API key, install the SDK and launch your first automation in under fifteen minutes.",
    type: "Tutorial",
    category: "API Documentation",
    difficulty: "Beginner",
    readTime: "10 min read",
    rating: 4.9,
    views: "18.2k",
    href: apiDocs,
  },
  {
    title: "Authenticating Requests with API Keys",
    description:
      "Generate, store and rotate Bearer API keys safely, and keep separate keys for sandbox and production.",
    type: "How-to",
    category: "Security",
    difficulty: "Beginner",
    readTime: "6 min read",
    rating: 4.8,
    views: "9.7k",
    href: `${apiDocs}#authentication`,
  },
  {
    title: "Designing Low-Code Workflows That Scale",
    description:
      "Structure triggers, branches and approvals so workflows stay readable as they grow from five steps to fifty.",
    type: "Best Practices",
    category: "Implementation Guides",
    difficulty: "Intermediate",
    readTime: "14 min read",
    rating: 4.7,
    views: "7.4k",
    href: `${docs}#implementation-guides`,
  },
  {
    title: "Tracking Campaign Performance with the Analytics API",
    description:
      "Pull ROAS, CPA and conversion metrics into your own dashboards with the analytics and campaign endpoints.",
    type: "Tutorial",
    category: "Analytics",
    difficulty: "Intermediate",
    readTime: "12 min read",
    rating: 4.7,
    views: "6.1k",
    href: `${apiDocs}#get-campaign-performance`,
  },
  {
    title: "Handling Errors and Rate Limits in Production",
    description:
      "Retry with exponential backoff, read the rate limit headers and turn API errors into useful alerts.",
    type: "Reference",
    category: "API Documentation",
    difficulty: "Advanced",
    readTime: "11 min read",
    rating: 4.8,
    views: "5.3k",
    href: `${apiDocs}#error-handling`,
  },
  {
    title: "Real-Time Data Pipelines for AI Models",
    description:
      "Stream events into feature stores and score them in milliseconds, with the architecture and sizing we use for enterprise clients.",
    type: "Architecture",
    category: "Technical Specifications",
    difficulty: "Advanced",
    readTime: "18 min read",
    rating: 4.6,
    views: "4.8k",
    href: `${docs}#technical-specifications`,
  },
] satisfies DocGuide[];

/** The four documentation categories. Categories without a page of their own list their topics on this page. */
export const docCategories = [
  {
    id: "api-documentation",
    icon: "code-2",
    title: "API Documentation",
    description:
      "Endpoints, authentication, request and response formats, with examples you can copy.",
    count: "45 guides",
    href: apiDocs,
    topics: [
      {
        title: "Authentication",
        description: "Bearer API keys, scopes and key rotation.",
        meta: "6 min read",
      },
      {
        title: "Automation Endpoints",
        description: "Create, read, update and delete automations.",
        meta: "12 min read",
      },
      {
        title: "Analytics Endpoints",
        description: "Metrics and scheduled reports over your campaigns.",
        meta: "9 min read",
      },
      {
        title: "Rate Limits",
        description: "Plan limits, headers and backoff strategies.",
        meta: "5 min read",
      },
    ],
  },
  {
    id: "implementation-guides",
    icon: "workflow",
    title: "Implementation Guides",
    description:
      "Step-by-step playbooks for rolling out automation, from pilot to company-wide adoption.",
    count: "32 guides",
    href: `${docs}#implementation-guides`,
    library: {
      note: "Every client engagement comes with the full guide set, tailored to your systems. Planning a rollout? Our solutions engineers will walk you through it.",
      cta: { label: "Plan Your Rollout", href: "/contact" },
    },
    topics: [
      {
        title: "Planning Your First Automation",
        description:
          "Pick a process, map its steps and agree on the baseline you will measure against.",
        meta: "9 min read",
      },
      {
        title: "Connecting Your CRM and ERP",
        description:
          "Field mapping, deduplication and sync schedules for Salesforce, HubSpot, SAP and NetSuite.",
        meta: "15 min read",
      },
      {
        title: "Human-in-the-Loop Approvals",
        description:
          "Route low-confidence AI decisions to a reviewer without slowing the whole workflow.",
        meta: "11 min read",
      },
      {
        title: "Testing and Staging Workflows",
        description:
          "Use sandbox keys, fixtures and dry runs to ship changes without touching live data.",
        meta: "8 min read",
      },
      {
        title: "Rolling Out to New Teams",
        description:
          "Templates, permissions and training plans that take a pilot to ten departments.",
        meta: "12 min read",
      },
      {
        title: "Measuring Adoption and ROI",
        description:
          "Track hours saved, error rates and cost per run, and report them to stakeholders.",
        meta: "10 min read",
      },
    ],
  },
  {
    id: "technical-specifications",
    icon: "server",
    title: "Technical Specifications",
    description:
      "Architecture, security, data residency and performance details for IT and procurement reviews.",
    count: "28 documents",
    href: `${docs}#technical-specifications`,
    library: {
      note: "Specifications are shared under NDA with IT, security and procurement teams. Ask for the documents your review needs.",
      cta: { label: "Request Specifications", href: "/contact" },
    },
    topics: [
      {
        title: "Platform Architecture Overview",
        description: "How the workflow engine, model gateway and analytics pipeline fit together.",
        meta: "PDF on request · 24 pages",
      },
      {
        title: "Security and Compliance",
        description:
          "Encryption in transit and at rest, SSO, audit logs, SOC 2 Type II and HIPAA controls.",
        meta: "PDF on request · 18 pages",
      },
      {
        title: "Data Residency and Retention",
        description: "Regions we host in, how long each data type is kept and how deletion works.",
        meta: "PDF on request · 9 pages",
      },
      {
        title: "Performance and Scaling Limits",
        description: "Throughput, latency targets and the limits per workflow, step and payload.",
        meta: "PDF on request · 12 pages",
      },
      {
        title: "Webhooks and Event Delivery",
        description:
          "Payload signing, delivery guarantees and retry schedules for outbound events.",
        meta: "PDF on request · 7 pages",
      },
    ],
  },
  {
    id: "video-tutorials",
    icon: "video",
    title: "Video Tutorials",
    description:
      "Short screen-recorded walkthroughs and recorded live workshops from our solutions engineers.",
    count: "67 videos",
    href: `${docs}#video-tutorials`,
    library: {
      note: "The video library lives in the client portal. Request access and we will send a login for your team, including the workshop recordings.",
      cta: { label: "Request Video Access", href: "/contact" },
    },
    topics: [
      {
        title: "Live Workshop: Building Your First Low-Code Automation",
        description:
          "A lead-qualification workflow built end to end, from trigger to CRM update, with live Q&A.",
        meta: "Workshop · 45 min",
      },
      {
        title: "Your First API Call in Five Minutes",
        description: "Create a key, call the API with curl and read the response.",
        meta: "Video · 5:12",
      },
      {
        title: "Building an Approval Workflow",
        description: "Branches, reviewers and notifications in the visual workflow builder.",
        meta: "Video · 12:40",
      },
      {
        title: "Reading Campaign Analytics",
        description: "ROAS, CPA and attribution views, and how to export them.",
        meta: "Video · 9:05",
      },
      {
        title: "Monitoring Automations in Production",
        description: "Run history, alerts and what to do when a step fails.",
        meta: "Video · 10:18",
      },
    ],
  },
] satisfies DocCategory[];

/** The six Quick Access tiles at the top of the documentation page. */
export const quickAccessTiles = [
  {
    icon: "code-2",
    title: "API Reference",
    description: "Every endpoint, parameter and response.",
    href: apiDocs,
  },
  {
    icon: "download",
    title: "SDK Downloads",
    description: "The TypeScript SDK, version 1.0.0.",
    href: `${apiDocs}#sdk`,
  },
  {
    icon: "activity",
    title: "System Status",
    description: "Live health and 90-day uptime.",
    href: `${docs}#system-status`,
  },
  {
    icon: "refresh-cw",
    title: "Release Notes",
    description: "What changed in each release.",
    href: `${docs}#release-notes`,
  },
  {
    icon: "users",
    title: "Community Forum",
    description: "Ask our engineers and other builders.",
    href: "/contact",
  },
  {
    icon: "message-square",
    title: "Support Portal",
    description: "Open a ticket with our support team.",
    href: "/contact",
  },
] satisfies DocQuickAccessTile[];

/** Texts of the documentation page (/resources/documentation). */
export const documentationPage = {
  meta: {
    title: "Documentation & Developer Guides",
    description:
      "Guides, API reference, SDK downloads, system status and release notes for building on our AI automation platform.",
  },
  hero: {
    eyebrow: "Developer Hub",
    title: "Documentation & Guides",
    description:
      "Everything you need to build, integrate and run AI automations: API reference, implementation guides, specifications and video tutorials.",
  },
  search: {
    label: "Search documentation",
    placeholder: "Search documentation...",
    submitLabel: "Search",
    clearLabel: "Clear search",
    resultsTitle: "{count} results for “{query}”",
    resultsTitleOne: "1 result for “{query}”",
    emptyTitle: "Nothing in the documentation matches “{query}”",
    emptyDescription: "Try another word, browse the categories below, or ask our support team.",
    suggestionsLabel: "Try:",
    suggestions: ["Authentication", "Webhooks", "Rate limits", "CRM", "Security"],
    guidesLabel: "Guides",
    categoriesLabel: "Categories",
    matchedTopicsLabel: "Matching topics:",
  },
  quickAccess: {
    title: "Quick Access",
    description: "Jump straight to the tools and references developers use most.",
  },
  categories: {
    eyebrow: "Browse",
    title: "Documentation Categories",
    description:
      "Reference material, step-by-step guides, specifications and videos, organized by what you need to do.",
    browseLabel: "Browse",
    topicsLabel: "Popular topics",
  },
  guides: {
    eyebrow: "Most read",
    title: "Popular Guides",
    description: "The guides developers and operations teams open most often.",
    readLabel: "Read Guide",
    readTimeLabel: "Reading time",
    ratingLabel: "Rating",
    viewsLabel: "views",
  },
  status: {
    id: "system-status",
    eyebrow: "Platform health",
    title: "System Status",
    description: "Current health of the services behind the API and the workflow builder.",
    overall: {
      title: "All Systems Operational",
      description:
        "No incidents in progress. Scheduled maintenance is announced here 72 hours in advance.",
    },
    uptimeLabel: "90-day uptime",
    components: [
      {
        name: "Public API",
        description: "REST endpoints under /v1",
        status: "Operational",
        uptime: "99.99%",
      },
      {
        name: "Workflow engine",
        description: "Triggers, steps and scheduled runs",
        status: "Operational",
        uptime: "99.98%",
      },
      {
        name: "Analytics pipeline",
        description: "Metrics, reports and exports",
        status: "Operational",
        uptime: "99.95%",
      },
      {
        name: "Webhooks",
        description: "Outbound event delivery",
        status: "Operational",
        uptime: "99.97%",
      },
      {
        name: "Dashboard",
        description: "Workflow builder and API key management",
        status: "Operational",
        uptime: "99.99%",
      },
    ],
    incidentsTitle: "Recent Incidents",
    incidents: [
      {
        date: "2024-11-21",
        title: "Delayed Analytics Reports",
        description:
          "Scheduled reports were delivered up to 40 minutes late after a queue backlog. Resolved; no data was lost.",
      },
      {
        date: "2024-10-08",
        title: "Elevated Webhook Latency",
        description:
          "Webhook deliveries to one region took up to 90 seconds for 25 minutes. Resolved by adding capacity.",
      },
    ],
  },
  releaseNotes: {
    id: "release-notes",
    eyebrow: "Changelog",
    title: "Release Notes",
    description: "New features, improvements and fixes across the API, SDK and workflow builder.",
    releases: [
      {
        version: "v1.0.0",
        date: "2024-12-02",
        title: "TypeScript SDK 1.0.0",
        changes: [
          {
            kind: "New",
            text: "First stable release of the TypeScript SDK, covering every documented endpoint.",
          },
          {
            kind: "New",
            text: "Typed errors with the HTTP status and the API message on every failed request.",
          },
          {
            kind: "Improved",
            text: "Sandbox and production environments selected with one client option.",
          },
        ],
      },
      {
        version: "API 2024.11",
        date: "2024-11-12",
        title: "Campaign Performance Endpoint",
        changes: [
          {
            kind: "New",
            text: "GET /v1/campaigns/{id}/performance returns spend, ROAS and conversions by day.",
          },
          { kind: "Improved", text: "Analytics metrics can be grouped by channel and campaign." },
          {
            kind: "Fixed",
            text: "Reports with a custom date range now include the last day of the range.",
          },
        ],
      },
      {
        version: "API 2024.09",
        date: "2024-09-17",
        title: "Rate Limit Headers",
        changes: [
          {
            kind: "New",
            text: "Every response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset.",
          },
          { kind: "Improved", text: "Enterprise plans raised to 1000 requests per minute." },
          {
            kind: "Fixed",
            text: "PUT /v1/automation/{id}/update no longer resets unchanged actions.",
          },
        ],
      },
    ],
  },
  support: {
    title: "Need Help Building?",
    description:
      "Our solutions engineers answer technical questions within 24 hours. Download the SDK to start in minutes.",
    contact: { label: "Contact Support", href: "/contact" },
    downloadNote: "TypeScript SDK · version 1.0.0 · zip",
  },
} satisfies DocumentationPageContent;
