import type {
  FeaturedInsight,
  Insight,
  InsightContributor,
  InsightsPageContent,
  InsightTopic,
} from "@/content/types";
import { requestCustomAnalysis } from "@/content/calls-to-action";
import { posts } from "@/content/resources/blog/posts";

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

/**
 * A card's author, date, reading time and views are those of the article it opens, so the
 * card and the article cannot disagree. A slug with no post leaves them blank, which
 * `npm run check:content` reports with this file and the card.
 */
function fromArticle(slug: string) {
  const post = posts.find((candidate) => candidate.slug === slug);
  const { author = "", date: publishDate = "", readTime = "", views = "" } = post ?? {};
  return { author, publishDate, readTime, views, href: `/resources/blog/${slug}` };
}

/** The six cards of the insights library, newest first. */
export const insights = (
  [
    {
      ...fromArticle("edge-ai-revolution"),
      title: "Why Inference Is Moving from the Cloud to the Edge",
      excerpt:
        "Cheaper chips and smaller models are pulling AI onto cameras, gateways and factory floors. Which workloads move first, and what it means for latency, privacy and cloud bills.",
      category: "Future Trends",
      comments: 41,
      trending: true,
      topics: ["Edge AI", "Generative AI"],
    },
    {
      ...fromArticle("scalable-ai-solutions"),
      title: "What Separates AI Systems That Scale from Those That Stall",
      excerpt:
        "Systems that survive production share a handful of habits: data contracts, reproducible training, model-level monitoring and a plan for failure. A checklist drawn from our deliveries.",
      category: "Best Practices",
      comments: 27,
      trending: false,
      topics: ["AI Governance", "AI ROI"],
    },
    {
      ...fromArticle("ai-roi-measurement"),
      title: "Where AI Budgets Actually Pay Back",
      excerpt:
        "Projects measured against a real baseline return investment fastest in document-heavy back-office work. How to set that baseline, attribute value and report returns finance accepts.",
      category: "Business Value",
      comments: 63,
      trending: true,
      topics: ["AI ROI", "Generative AI"],
    },
    {
      ...fromArticle("ai-ethics"),
      title: "Fairness Is a Decision Before It Is a Metric",
      excerpt:
        "Most fairness failures start in a meeting that never happened: nobody agreed what fair meant for that system. How to make the call explicitly, and who should own it.",
      category: "Ethics",
      comments: 38,
      trending: false,
      topics: ["Responsible AI", "AI Governance"],
    },
    {
      ...fromArticle("no-code-automation"),
      title: "AI Is No Longer Just for Companies with Data Science Teams",
      excerpt:
        "Capabilities that needed specialists two years ago now ship as no-code building blocks. What small businesses can realistically automate today, and where they still need help.",
      category: "Accessibility",
      comments: 45,
      trending: false,
      topics: ["Generative AI", "AI Agents"],
    },
    {
      ...fromArticle("ai-cost-benefit-analysis"),
      title: "The Real Three-Year Cost of an AI Initiative",
      excerpt:
        "Build costs are often less than half of the total. Run costs, data work and change management decide whether the economics hold, and benefits belong in ranges, not single numbers.",
      category: "Economics",
      comments: 57,
      trending: true,
      topics: ["AI ROI", "AI Governance"],
    },
  ] satisfies Insight[]
).sort((a, b) => (a.publishDate < b.publishDate ? 1 : -1));

/** "1 insight", "3 insights": counts shown on the topic tiles. */
const insightCount = (count: number) => `${count} ${count === 1 ? "insight" : "insights"}`;

/**
 * The six trending topic tiles. Each insight above names the topics it belongs to, and a
 * tile's count is the number of insights its filter shows, so the two cannot disagree.
 */
export const trendingTopics = (
  [
    { name: "Generative AI", icon: "sparkles" },
    { name: "AI Agents", icon: "bot" },
    { name: "AI Governance", icon: "shield-check" },
    { name: "AI ROI", icon: "trending-up" },
    { name: "Responsible AI", icon: "scale" },
    { name: "Edge AI", icon: "cpu" },
  ] satisfies Omit<InsightTopic, "count">[]
).map((topic) => ({
  ...topic,
  count: insightCount(insights.filter((insight) => insight.topics.includes(topic.name)).length),
})) satisfies InsightTopic[];

/** How many insights on this page a contributor wrote: the featured analysis and the cards. */
const writtenBy = (name: string) =>
  [featuredInsight, ...insights].filter((insight) => insight.author === name).length;

/** The four expert contributor cards. */
export const contributors = [
  {
    name: "Dr. Emily Watson",
    title: "Head of AI Research",
    insights: writtenBy("Dr. Emily Watson"),
    followers: "18.6k",
    focus: "Generative AI, model evaluation and the research about to reach production.",
  },
  {
    name: "Michael Rodriguez",
    title: "Principal AI Strategist",
    insights: writtenBy("Michael Rodriguez"),
    followers: "12.3k",
    focus: "AI economics, ROI measurement and business cases that hold up.",
  },
  {
    name: "Lisa Thompson",
    title: "AI Ethics & Governance Lead",
    insights: writtenBy("Lisa Thompson"),
    followers: "9.8k",
    focus: "Responsible AI, regulation and governance that keeps delivery moving.",
  },
  {
    name: "James Park",
    title: "Director of Machine Learning",
    insights: writtenBy("James Park"),
    followers: "7.4k",
    focus: "Edge inference, MLOps and scaling models from pilot to platform.",
  },
] satisfies InsightContributor[];
