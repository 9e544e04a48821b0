import type { ListingPageContent } from "./resources";
import type { CallToAction, CtaBand, EmptyStateCopy, ToastText } from "./shared";

export const blogCategories = [
  "AI Trends",
  "Automation",
  "Best Practices",
  "Business Value",
  "Healthcare",
  "Marketing",
  "Ethics",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** One block of an article body. Bodies are lists of these, rendered top to bottom. */
export type ArticleBlock =
  /** A section heading (shown as h2); sections with headings appear in the table of contents. */
  | { type: "heading"; text: string }
  /** A paragraph of plain text. */
  | { type: "paragraph"; text: string }
  /** A bulleted list, or a numbered one with `ordered: true`. */
  | { type: "list"; items: string[]; ordered?: boolean }
  /** A pull quote, optionally attributed. */
  | { type: "quote"; text: string; cite?: string };

/** What the blog listing, search and the article header show about a post. */
export type BlogPostMeta = {
  /** The last part of the address: /resources/blog/{slug}. Lowercase words joined by hyphens. */
  slug: string;
  title: string;
  /** One or two sentences shown on the listing card and in search results. */
  excerpt: string;
  author: string;
  /** Publication date as ISO text, e.g. "2024-03-12". */
  date: string;
  category: BlogCategory;
  /**
   * Reading time as shown on the card, e.g. "6 min read": the body's word count divided
   * by 200, rounded up. A test checks it against the body, so update it when the body grows.
   */
  readTime: string;
  /** View count as shown on the card, e.g. "4.2k". */
  views: string;
  /** True only for the one featured article shown above the listing (it is not part of the list). */
  featured?: boolean;
  /** Search-result and link-preview description (50-160 characters). */
  description: string;
};

/** The search box above the blog and insights listings. */
export type BlogSearchCopy = {
  /** Read aloud by screen readers (the box shows no visible label). */
  label: string;
  placeholder: string;
  /** Names the small button inside the box that empties it. */
  clearLabel: string;
};

/** The Share button: the device's share sheet, or a copied link where there is none. */
export type ArticleShareCopy = {
  label: string;
  /** Shown when the link was copied instead of shared. */
  copiedToast: ToastText;
  /** Shown when neither sharing nor copying worked. */
  failedToast: ToastText;
};

/** The bookmark toggle (blog cards, the insights article). Bookmarks are kept in the visitor's browser. */
export type ArticleBookmarkCopy = {
  /** Read aloud before the title: "Bookmark Transparent AI: …". */
  label: string;
  /** Shown beside the icon where there is room (the insights article), e.g. "Bookmark". */
  visibleLabel: string;
  /** The same button once saved, where there is room, e.g. "Bookmarked". */
  savedLabel: string;
  addedToast: ToastText;
  removedToast: ToastText;
};

/** The top of an article page (blog articles and the insights article): what the header shows. */
export type ArticleHeaderContent = {
  backLink: CallToAction;
  /** Shown as a badge above the title. */
  category: string;
  title: string;
  /** The lead paragraph under the title. */
  excerpt: string;
  author: string;
  /** The author's job title, shown under the name. */
  authorTitle?: string;
  /** Publication date as ISO text, e.g. "2024-03-12". */
  date: string;
  /** View count as shown, e.g. "4.2k". */
  views?: string;
  /** Read aloud after the view count: "4.2k views". */
  viewsLabel?: string;
};

/** The social networks the insights article can be shared to. */
export type ArticleSocialNetwork = "twitter" | "linkedin" | "facebook";

/** Copy of the /resources/blog listing page. */
export type BlogPageContent = ListingPageContent<BlogSearchCopy> & {
  featured: {
    /** The button to the featured article. */
    readLabel: string;
  };
  list: {
    /** The section's anchor, e.g. "articles". */
    id: string;
    title: string;
    description: string;
    /** The first category button; shows every post. */
    allLabel: string;
    /** Names the row of category buttons for screen readers. */
    categoriesLabel: string;
    /** The small-screen button that shows or hides the category buttons. */
    filterLabel: string;
    /** The toggle that narrows the list to bookmarked posts. */
    savedLabel: string;
    /**
     * Line above the cards: {shown} (the cards on screen, which open in steps) of {count}
     * (the posts that match), so it agrees with the line under the cards.
     */
    summary: string;
    /** The same line when a category is chosen; {category} is filled in too. */
    summaryInCategory: string;
    /** Beside the search box: {count} posts match of {total}. */
    matchesSummary: string;
    /** The same when a category is chosen; {category} is filled in too. */
    matchesSummaryInCategory: string;
    /** Link at the foot of each card. Screen readers hear the post title after it. */
    readMoreLabel: string;
    /** Read aloud after the view count: "4.2k views". */
    viewsLabel: string;
    /** Under the cards while some are still hidden; {shown} and {count} are filled in. */
    revealedSummary: string;
    /** The button that shows the next cards. */
    revealLabel: string;
    /** Heads the links to the articles past the first step, shown only without JavaScript. */
    moreArticlesLabel: string;
  };
  empty: EmptyStateCopy;
  /** Shown when "Saved" is on and nothing has been bookmarked in this browser. */
  emptySaved: EmptyStateCopy;
  bookmark: ArticleBookmarkCopy;
};

/** Copy shared by every blog article page (/resources/blog/{slug}). */
export type BlogArticleTemplateContent = {
  backLink: CallToAction;
  share: ArticleShareCopy;
  /** Read aloud after the view count: "4.2k views". */
  viewsLabel: string;
  /** Heading of the table of contents (shown for articles with four or more sections). */
  tocTitle: string;
  /** The box under the article body that invites readers to pass it on. */
  endShare: { title: string; description: string };
  related: { title: string; description: string };
  cta: CtaBand;
};
