import type { ArticleBlock } from "./blog";
import type { CallToAction, PageMeta } from "./shared";

/** A legal page (/privacy, /terms): a title, the date it last changed and its text. */
export type LegalPageContent = {
  meta: PageMeta;
  /** The page's h1. */
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** Shown under the summary, e.g. "Last updated: November 23, 2026". */
  updated: string;
  /** The text, top to bottom: headings, paragraphs and lists (the same blocks as articles). */
  body: ArticleBlock[];
};

/** What a newsletter link page shows in each state. */
export type NewsletterOutcomeText = { title: string; description: string };

/**
 * A page a newsletter email links to (/newsletter/confirm, /newsletter/unsubscribe).
 * The page reads the token from the address and shows one outcome; it never says
 * whether the token was known.
 */
export type NewsletterLinkPageContent = {
  meta: PageMeta;
  /** The page's h1; the same in every state. */
  title: string;
  /** While the link is being checked (and before JavaScript runs). */
  working: NewsletterOutcomeText;
  /** After the call answered, whatever the token was. */
  done: NewsletterOutcomeText;
  /** The address carries no token. */
  missingToken: NewsletterOutcomeText;
  /** The call failed (no network, no answer). */
  failed: NewsletterOutcomeText;
  retryLabel: string;
  homeLink: CallToAction;
};
