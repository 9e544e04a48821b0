import type { BlogArticleTemplateContent, BlogPageContent } from "@/content/types";
import { bookmarkButton } from "../bookmark-button";
import { exploreOurServices, scheduleAConsultation } from "@/content/calls-to-action";
import { facts } from "@/content/facts";

/** The /resources/blog listing page. The posts themselves are in posts.ts. */
export const blogPage = {
  meta: {
    title: "AI & Automation Blog: Trends, Guides and Best Practices",
    description:
      "Practical articles on AI trends, automation, best practices, business value, healthcare, marketing and AI ethics, written by practitioners.",
  },
  hero: {
    eyebrow: "Blog",
    title: "Insights from the People Building AI Systems",
    description:
      "Field notes from our engineers, data scientists and strategists on what works in AI and automation, what doesn't, and how to tell the difference early.",
  },
  search: {
    label: "Search articles",
    placeholder: "Search articles...",
    clearLabel: "Clear search",
  },
  featured: {
    id: "featured",
    eyebrow: "Featured Article",
    readLabel: "Read Full Article",
  },
  list: {
    id: "articles",
    title: "Latest Articles",
    description: "Browse by topic, or search by title, subject or author.",
    allLabel: "All Posts",
    categoriesLabel: "Filter articles by category",
    filterLabel: "Filter",
    savedLabel: "Saved",
    summary: "Showing {shown} of {count} articles",
    summaryInCategory: "Showing {shown} of {count} articles in {category}",
    matchesSummary: "{count} of {total} articles match",
    matchesSummaryInCategory: "{count} of {total} articles match in {category}",
    readMoreLabel: "Read More",
    viewsLabel: "views",
    revealedSummary: "{shown} of {count} articles shown",
    revealLabel: "Show more articles",
    moreArticlesLabel: "More articles",
  },
  empty: {
    title: "No Matching Articles",
    description: "Try a broader keyword, another category, or browse everything we have published.",
    clearLabel: "Clear search and filters",
  },
  emptySaved: {
    title: "No Saved Articles Yet",
    description:
      "Tap the bookmark icon on any article card to keep it here for later. Bookmarks stay in this browser.",
    clearLabel: "Show all articles",
  },
  bookmark: {
    ...bookmarkButton,
    addedToast: {
      title: "Article bookmarked!",
      description: "Find it again any time with the Saved filter on the blog.",
    },
  },
} satisfies BlogPageContent;

/** Copy shared by every article page at /resources/blog/{slug}. */
export const blogArticleTemplate = {
  backLink: { label: "Back to Blog", href: "/resources/blog" },
  share: {
    label: "Share",
    copiedToast: {
      title: "Link copied to clipboard!",
      description: "Paste it anywhere to share this article.",
    },
    failedToast: {
      title: "Couldn't copy the link",
      description: "Copy the address from your browser's address bar instead.",
    },
  },
  viewsLabel: "views",
  tocTitle: "On This Page",
  endShare: {
    title: "Found This Useful?",
    description: "Pass it on to a colleague who is weighing the same decisions.",
  },
  related: {
    title: "Related Articles",
    description: "More from the same topic.",
  },
  cta: {
    title: "Ready to Put This into Practice?",
    description: `Book a free ${facts.consultationMinutes}-minute consultation. We'll look at your processes, data and goals, and tell you honestly where AI will pay off first.`,
    actions: [scheduleAConsultation, exploreOurServices],
  },
} satisfies BlogArticleTemplateContent;
