import type {
  ArticleBlock,
  ArticleBookmarkCopy,
  ArticleShareCopy,
  ArticleSocialNetwork,
  BlogSearchCopy,
} from "./blog";
import type { ListingPageContent } from "./resources";
import type { CallToAction, CtaBand, EmptyStateCopy, IconName, PageMeta } from "./shared";

export const insightCategories = [
  "Future Trends",
  "Best Practices",
  "Business Value",
  "Ethics",
  "Accessibility",
  "Economics",
  "Healthcare",
] as const;

export type InsightCategory = (typeof insightCategories)[number];

/** One card in the insights library. */
export type Insight = {
  title: string;
  /** Two sentences shown on the card and searched. */
  excerpt: string;
  author: string;
  /** Publication date as ISO text, e.g. "2024-12-02". */
  publishDate: string;
  /** As shown on the card, e.g. "8 min read". */
  readTime: string;
  category: InsightCategory;
  /** View count as shown, e.g. "3.2k". */
  views: string;
  comments: number;
  /** Shows the Trending badge. */
  trending: boolean;
  /** Where the card opens: a page of the site (the in-depth article the analysis draws on). */
  href: string;
  /** The trending topics (their names) it belongs to: choosing a topic shows these insights. */
  topics?: string[];
};

/** The featured analysis at the top of /resources/insights. */
export type FeaturedInsight = Insight & {
  /** One line on how readers engaged, e.g. "2.1k shares this month". */
  engagement: string;
};

/** A trending topic tile. */
export type InsightTopic = {
  name: string;
  /** e.g. "18 insights" */ count: string;
  icon: IconName;
};

/** An expert contributor card. */
export type InsightContributor = {
  name: string;
  /** Job title, e.g. "Director of Machine Learning". */
  title: string;
  /** How many insights they have published. */
  insights: number;
  /** Follower count as shown, e.g. "12.4k". */
  followers: string;
  /** One sentence on what they write about. */
  focus: string;
};

/** Copy of the /resources/insights page. */
export type InsightsPageContent = ListingPageContent<BlogSearchCopy> & {
  featured: {
    /** The button to the featured analysis. */
    readLabel: string;
    /** Heading over the list of the analysis's sections, beside the summary. */
    contentsTitle: string;
    share: ArticleShareCopy;
    /** Read aloud after the view and comment counts. */
    viewsLabel: string;
    commentsLabel: string;
  };
  topics: {
    id: string;
    title: string;
    description: string;
    /** Names the row of topic buttons for screen readers. */
    filterLabel: string;
    /** Beside the library's count while a topic is chosen; {topic} is filled in. */
    activeLabel: string;
    /** The button that shows every topic again. */
    clearLabel: string;
  };
  library: {
    /** The section's anchor, e.g. "latest-insights". */
    id: string;
    title: string;
    description: string;
    /** The first chip; shows every insight. */
    allLabel: string;
    /** Names the row of chips for screen readers. */
    categoriesLabel: string;
    /** Line above the cards; {count} and {total} are filled in. */
    summary: string;
    /** Link at the foot of each card. Screen readers hear the title after it. */
    readLabel: string;
    trendingLabel: string;
    viewsLabel: string;
    commentsLabel: string;
  };
  empty: EmptyStateCopy;
  contributors: {
    id: string;
    title: string;
    description: string;
    /** After the number: "32 insights". */
    insightsLabel: string;
    /** After the number: "12.4k followers". */
    followersLabel: string;
  };
  cta: CtaBand;
};

/** The insights article at /resources/insights/ai-predictions-2025. */
export type InsightArticleContent = {
  meta: PageMeta;
  /** The address of the page, e.g. "/resources/insights/ai-predictions-2025". */
  path: string;
  backLink: CallToAction;
  category: InsightCategory;
  title: string;
  /** The lead paragraph under the title. */
  excerpt: string;
  author: string;
  /** The author's job title, shown beside the name. */
  authorTitle: string;
  /** Publication date as ISO text. */
  date: string;
  views: string;
  viewsLabel: string;
  share: {
    /** Heading over the share buttons. */
    title: string;
    /** Each button opens the network's share window. */
    networks: { network: ArticleSocialNetwork; label: string }[];
    /** Toast after opening a share window; {network} is filled in, e.g. "Sharing on Twitter!". */
    toast: string;
  };
  bookmark: ArticleBookmarkCopy;
  tocTitle: string;
  /** The article itself: headings, paragraphs, lists and quotes, top to bottom. */
  body: ArticleBlock[];
  cta: CtaBand;
};
