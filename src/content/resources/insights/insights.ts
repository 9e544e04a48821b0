import type {
  FeaturedInsight,
  Insight,
  InsightContributor,
  InsightsPageContent,
  InsightTopic,
} from "@/content/types";
import { requestCustomAnalysis } from "@/content/calls-to-action";

/** Copy of the /resources/insights page. The cards, topics and contributors follow below. */
export const insightsPage = {
  meta: {
    title: "AI Insights & Analysis: Expert Perspectives on Enterprise AI",
    description:
      "Expert analysis of AI trends, best practices, business value, ethics, accessibility and economics, from the people who deliver AI projects.",
  },
  hero: {
    eyebrow: "AI Insights",
    title: "AI Insights & Analysis",
    description:
      "Independent analysis of where AI is heading and what it means for your business, written by the strategists, researchers and engineers who put it into production.",
  },
  search: {
    label: "Search insights",
    placeholder: "Search insights...",
    clearLabel: "Clear search",
  },
  featured: {
    id: "featured-analysis",
    eyebrow: "Featured Analysis",
    readLabel: "Read Full Analysis",
    contentsTitle: "Inside This Analysis",
    share: {
      label: "Share",
      copiedToast: {
        title: "Link copied to clipboard!",
        description: "Paste it anywhere to share this analysis.",
      },
      failedToast: {
        title: "Couldn't copy the link",
        description: "Open the analysis and copy the address from your browser instead.",
      },
    },
    viewsLabel: "views",
    commentsLabel: "comments",
  },
  topics: {
    id: "trending-topics",
    title: "Trending Topics",
    description: "What enterprise leaders are reading about this month.",
    filterLabel: "Filter insights by topic",
    activeLabel: "Topic: {topic}",
    clearLabel: "Show all topics",
  },
  library: {
    id: "latest-insights",
    title: "Latest Insights",
    description: "Analysis by topic. Each insight links to the in-depth article behind it.",
    allLabel: "All Insights",
    categoriesLabel: "Filter insights by category",
    summary: "Showing {count} of {total} insights",
    readLabel: "Read Analysis",
    trendingLabel: "Trending",
    viewsLabel: "views",
    commentsLabel: "comments",
  },
  empty: {
    title: "No Matching Insights",
    description: "Try another keyword or category. New analysis is published every week.",
    clearLabel: "Clear search and filters",
  },
  contributors: {
    id: "contributors",
    title: "Expert Contributors",
    description: "The practitioners behind our analysis.",
    insightsLabel: "insights",
    followersLabel: "followers",
  },
  cta: {
    id: "custom-analysis",
    title: "Need Analysis Specific to Your Business?",
    description:
      "Our strategists will assess your market, data and processes and deliver a tailored view of where AI creates value for you, and what it will take.",
    actions: [requestCustomAnalysis, { label: "Subscribe to Insights", href: "#newsletter" }],
  },
} satisfies InsightsPageContent;

/** The analysis featured at the top of the page: the 2025 predictions article. */
export const featuredInsight = {
  title: "AI Predictions for 2025: What Enterprise Leaders Need to Know",
  excerpt:
    "After two years of pilots, 2025 is the year AI budgets have to show results. Seven shifts we expect to shape enterprise AI, from agents with defined jobs to cheaper models and new regulation, and what to do about each of them now.",
  author: "Dr. Emily Watson",
  publishDate: "2024-12-16",
  readTime: "7 min read",
  category: "Future Trends",
  views: "15.2k",
  comments: 94,
  trending: true,
  href: "/resources/insights/ai-predictions-2025",
  engagement: "2.3k shares in its first two weeks",
} satisfies FeaturedInsight;

/** The six cards of the insights library, newest first. */
export const insights = [
  {
    title: "Why Inference Is Moving from the Cloud to the Edge",
    excerpt:
      "Cheaper chips and smaller models are pulling AI onto cameras, gateways and factory floors. Which workloads move first, and what it means for latency, privacy and cloud bills.",
    author: "James Park",
    publishDate: "2024-12-09",
    readTime: "5 min read",
    category: "Future Trends",
    views: "8.7k",
    comments: 41,
    trending: true,
    href: "/resources/blog/edge-ai-revolution",
    topics: ["Edge AI"],
  },
  {
    title: "What Separates AI Systems That Scale from Those That Stall",
    excerpt:
      "Systems that survive production share a handful of habits: data contracts, reproducible training, model-level monitoring and a plan for failure. A checklist drawn from our deliveries.",
    author: "Michael Rodriguez",
    publishDate: "2024-12-02",
    readTime: "6 min read",
    category: "Best Practices",
    views: "5.4k",
    comments: 27,
    trending: false,
    href: "/resources/blog/scalable-ai-solutions",
    topics: ["AI Governance"],
  },
  {
    title: "Where AI Budgets Actually Pay Back",
    excerpt:
      "Projects measured against a real baseline return investment fastest in document-heavy back-office work. How to set that baseline, attribute value and report returns finance accepts.",
    author: "Michael Rodriguez",
    publishDate: "2024-11-25",
    readTime: "7 min read",
    category: "Business Value",
    views: "11.2k",
    comments: 63,
    trending: true,
    href: "/resources/blog/ai-roi-measurement",
    topics: ["AI ROI"],
  },
  {
    title: "Fairness Is a Decision Before It Is a Metric",
    excerpt:
      "Most fairness failures start in a meeting that never happened: nobody agreed what fair meant for that system. How to make the call explicitly, and who should own it.",
    author: "Lisa Thompson",
    publishDate: "2024-11-18",
    readTime: "6 min read",
    category: "Ethics",
    views: "4.9k",
    comments: 38,
    trending: false,
    href: "/resources/blog/ai-ethics",
    topics: ["Responsible AI", "AI Governance"],
  },
  {
    title: "AI Is No Longer Just for Companies with Data Science Teams",
    excerpt:
      "Capabilities that needed specialists two years ago now ship as no-code building blocks. What small businesses can realistically automate today, and where they still need help.",
    author: "Lisa Thompson",
    publishDate: "2024-11-11",
    readTime: "5 min read",
    category: "Accessibility",
    views: "6.1k",
    comments: 45,
    trending: false,
    href: "/resources/blog/no-code-automation",
    topics: ["Generative AI", "AI Agents"],
  },
  {
    title: "The Real Three-Year Cost of an AI Initiative",
    excerpt:
      "Build costs are often less than half of the total. Run costs, data work and change management decide whether the economics hold, and benefits belong in ranges, not single numbers.",
    author: "Michael Rodriguez",
    publishDate: "2024-11-04",
    readTime: "4 min read",
    category: "Economics",
    views: "9.3k",
    comments: 57,
    trending: true,
    href: "/resources/blog/ai-cost-benefit-analysis",
    topics: ["AI ROI"],
  },
] satisfies Insight[];

/** The six trending topic tiles; each insight above names the topics it belongs to. */
export const trendingTopics = [
  { name: "Generative AI", count: "24 insights", icon: "sparkles" },
  { name: "AI Agents", count: "18 insights", icon: "bot" },
  { name: "AI Governance", count: "15 insights", icon: "shield-check" },
  { name: "AI ROI", count: "14 insights", icon: "trending-up" },
  { name: "Responsible AI", count: "12 insights", icon: "scale" },
  { name: "Edge AI", count: "11 insights", icon: "cpu" },
] satisfies InsightTopic[];

/** The four expert contributor cards. */
export const contributors = [
  {
    name: "Dr. Emily Watson",
    title: "Head of AI Research",
    insights: 42,
    followers: "18.6k",
    focus: "Generative AI, model evaluation and the research about to reach production.",
  },
  {
    name: "Michael Rodriguez",
    title: "Principal AI Strategist",
    insights: 36,
    followers: "12.3k",
    focus: "AI economics, ROI measurement and business cases that hold up.",
  },
  {
    name: "Lisa Thompson",
    title: "AI Ethics & Governance Lead",
    insights: 29,
    followers: "9.8k",
    focus: "Responsible AI, regulation and governance that keeps delivery moving.",
  },
  {
    name: "James Park",
    title: "Director of Machine Learning",
    insights: 24,
    followers: "7.4k",
    focus: "Edge inference, MLOps and scaling models from pilot to platform.",
  },
] satisfies InsightContributor[];
