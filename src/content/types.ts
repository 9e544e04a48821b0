/**
 * The content schema. Every module under src/content is checked against
 * these types with `satisfies`, so a typo or a missing field fails the build.
 * Doc lines on fields are written for editors.
 */

/** Title and description for the browser tab, search results and link previews. */
export type PageMeta = {
  /** Shown in the browser tab and as the search-result headline. Describe the page, not the brand. */
  title: string;
  /** One or two sentences for search results and link previews (50-160 characters). */
  description: string;
};

/* ------------------------------------------------------------------ */
/* Blog                                                                 */
/* ------------------------------------------------------------------ */

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

/* ------------------------------------------------------------------ */
/* Site shell                                                           */
/* ------------------------------------------------------------------ */

/** Icon keys resolved by src/components/icons/icon.tsx; pick one of these names. */
export type SocialIconKey = "linkedin" | "x" | "github";

export type SiteConfig = {
  /** The public address of the site, without a trailing slash. Used for canonical links and the sitemap. */
  url: string;
  /** One sentence shown under the logo in the footer. */
  tagline: string;
  email: string;
  /** As people should read it, e.g. "+1 (415) 555-0142"; the phone link is derived from it. */
  phone: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** Social profiles shown as icons in the footer; they open in a new tab. */
  socials: { label: string; href: string; icon: SocialIconKey }[];
  /** The year in the footer's copyright line. */
  copyrightYear: number;
  /** The picture link previews show (1200 by 630 pixels, in public/). */
  ogImage: { src: string; width: number; height: number; alt: string };
};

/** A link in the header, drawer or footer. `href` must be a route of the site (a test checks it). */
export type NavLink = { label: string; href: string; description?: string };

/** A header item: a plain link, or a dropdown of links. */
export type NavItem = NavLink & { children?: NavLink[] };

export type FooterColumn = { title: string; links: NavLink[] };

/** The newsletter box: heading, supporting line and the claims beside the form. */
export type NewsletterContent = {
  title: string;
  description: string;
  placeholder: string;
  submitLabel: string;
  submittingLabel: string;
  /** Short facts shown under the form, e.g. "5,000+ subscribers". */
  highlights: string[];
  successToast: { title: string; description: string };
  errorToast: { title: string; description: string };
};

export type NotFoundContent = {
  meta: PageMeta;
  heading: string;
  description: string;
  /** The button back to the home page. */
  homeLabel: string;
};

/** A button-styled link. `href` is a route of the site (or "#section-id" on the same page). */
export type CallToAction = { label: string; href: string };

/* ------------------------------------------------------------------ */
/* Icons                                                                */
/* ------------------------------------------------------------------ */

/**
 * Icons content can name (`icon: "workflow"`), drawn from the lucide set
 * (lucide.dev). To use another one, add its name here and in
 * src/components/icons/icon.tsx.
 */
export type IconName =
  | "activity"
  | "award"
  | "bar-chart-3"
  | "bot"
  | "brain"
  | "briefcase"
  | "building-2"
  | "calendar"
  | "check-circle-2"
  | "clock"
  | "cloud"
  | "code-2"
  | "cpu"
  | "database"
  | "dollar-sign"
  | "factory"
  | "file-text"
  | "flask-conical"
  | "globe"
  | "graduation-cap"
  | "heart-pulse"
  | "landmark"
  | "layers"
  | "layout-grid"
  | "lightbulb"
  | "line-chart"
  | "lock"
  | "megaphone"
  | "message-square"
  | "microscope"
  | "monitor-smartphone"
  | "network"
  | "package"
  | "pie-chart"
  | "plug"
  | "rocket"
  | "scale"
  | "search"
  | "server"
  | "settings"
  | "shield"
  | "shield-check"
  | "shopping-cart"
  | "smartphone"
  | "sparkles"
  | "stethoscope"
  | "target"
  | "trending-up"
  | "truck"
  | "users"
  | "wand-2"
  | "workflow"
  | "wrench"
  | "zap"
  | "eye"
  | "handshake"
  | "book-open"
  | "video"
  | "download"
  | "star"
  | "compass"
  | "gauge"
  | "refresh-cw";
