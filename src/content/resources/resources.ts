import type { ResourcesPageContent } from "@/content/types";

/** The resources hub (/resources): search, the five resource areas, featured content. */
export const resourcesPage = {
  meta: {
    title: "AI & Automation Resources: Guides, Research and Insights",
    description:
      "Search articles, white papers, research studies, documentation and AI insights on automation, analytics and enterprise AI.",
  },
  hero: {
    visual: "resources",
    eyebrow: "Resource Center",
    title: "Resources for Building with AI",
    description:
      "Practical articles, in-depth white papers, original research and developer documentation from the team that ships AI automation every day.",
  },
  search: {
    label: "Search all resources",
    placeholder: "Search resources...",
    submitLabel: "Search",
    clearLabel: "Clear search",
    resultsTitle: "{count} results for “{query}”",
    resultsTitleOne: "1 result for “{query}”",
    emptyTitle: "No resources match “{query}”",
    emptyDescription:
      "Try a broader word such as “automation” or “ROI”, or browse the resource areas below.",
    suggestionsLabel: "Popular searches:",
    suggestions: ["ROI", "Healthcare", "Generative AI", "API", "Governance"],
    groupLabels: {
      blog: "Blog Articles",
      "white-paper": "White Papers",
      research: "Research",
      documentation: "Documentation",
      insight: "AI Insights",
    },
    viewAllLabel: "Browse all",
    showMoreLabel: "Show all {count}",
    showLessLabel: "Show fewer",
  },
  types: {
    eyebrow: "Browse by type",
    title: "Explore Our Resources",
    description:
      "Five libraries, one goal: help your team make better decisions about AI and automation.",
    exploreLabel: "Explore",
    items: [
      {
        kind: "blog",
        icon: "book-open",
        title: "Blog",
        description:
          "Practical articles on AI trends, automation playbooks and lessons from real client projects.",
        count: "150+ Articles",
        href: "/resources/blog",
      },
      {
        kind: "white-paper",
        icon: "file-text",
        title: "White Papers",
        description:
          "In-depth frameworks for measuring ROI, governing models and scaling AI across the enterprise.",
        count: "25+ Papers",
        href: "/resources/white-papers",
      },
      {
        kind: "research",
        icon: "microscope",
        title: "Research",
        description:
          "Original market studies and benchmarks built on surveys of thousands of organizations.",
        count: "40+ Studies",
        href: "/resources/research",
      },
      {
        kind: "documentation",
        icon: "code-2",
        title: "Documentation",
        description:
          "API references, SDK guides, implementation walkthroughs and video tutorials for developers.",
        count: "200+ Docs",
        href: "/resources/documentation",
      },
      {
        kind: "insight",
        icon: "lightbulb",
        title: "AI Insights",
        description:
          "Expert analysis of where AI is heading and what it means for your strategy and budget.",
        count: "75+ Insights",
        href: "/resources/insights",
      },
    ],
  },
  featured: {
    eyebrow: "Hand-picked",
    title: "Featured Content",
    description: "The resources our clients ask about most this quarter.",
    accessLabel: "Access Content",
    metaLabels: { date: "Published", time: "Length", downloads: "Popularity" },
    items: [
      {
        type: "White Paper",
        icon: "file-text",
        title: "The Practical Guide to Measuring AI ROI",
        description:
          "A step-by-step framework for putting numbers on AI value: baselines, cost models, attribution and the KPIs boards actually trust.",
        date: "September 2024",
        readTime: "90 min read",
        downloads: "4,128 downloads",
        href: "/resources/whitepapers/ai-roi-guide",
      },
      {
        type: "Research",
        icon: "bar-chart-3",
        title: "Enterprise AI Adoption Trends 2024",
        description:
          "What 1,200 senior leaders told us about budgets, operating models, barriers and the returns they see from AI in production.",
        date: "November 2024",
        readTime: "2 hr read",
        downloads: "6,815 downloads",
        href: "/resources/research/enterprise-ai-adoption-trends",
      },
      {
        type: "Webinar",
        icon: "video",
        title: "Live Workshop: Building Your First Low-Code Automation",
        description:
          "Our solutions engineers build a lead-qualification workflow end to end, from trigger to CRM update, and answer questions live.",
        date: "December 2024",
        readTime: "45 min watch",
        downloads: "1,900+ views",
        href: "/resources/documentation#video-tutorials",
      },
    ],
  },
} satisfies ResourcesPageContent;
