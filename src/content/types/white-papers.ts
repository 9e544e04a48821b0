import type { DownloadableDocument, ResourceDetail, ResourceSearchContent, ResourceStat } from "./resources";
import type { CallToAction, CtaBand, EmptyStateCopy, PageMeta } from "./shared";

export type WhitePaperCategory =
  | "Implementation Guide"
  | "Business Value"
  | "Healthcare"
  | "Ethics & Governance"
  | "Manufacturing"
  | "Financial Services"
  | "No-Code";

/** A paper in the white paper library. */
export type WhitePaper = {
  /** Stable id of the paper's card (its anchor on the listing page). Lowercase words joined by hyphens. */
  slug: string;
  title: string;
  /** One or two sentences shown on the card; search looks here too. */
  description: string;
  category: WhitePaperCategory;
  author: string;
  /** Page count of the full paper. */
  pages: number;
  /** As shown, e.g. "September 2024". */
  publishDate: string;
  /** As shown, e.g. "3,412". */
  downloadCount: string;
  /** Average reader rating out of 5, between 4.5 and 4.9. */
  rating: number;
  /** Where the paper opens: a page of the site. */
  href: string;
};

/** The paper highlighted above the library; 'Download Free' downloads `document` as a PDF. */
export type FeaturedWhitePaper = WhitePaper & {
  /** The paragraph under the title. */
  abstract: string;
  /** "What you'll learn" points beside the abstract. */
  highlights: string[];
  document: DownloadableDocument;
};

export type WhitePapersPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string };
  search: ResourceSearchContent;
  featured: {
    eyebrow: string;
    title: string;
    description: string;
    /** Small label on the card, e.g. "Editor's pick". */
    badge: string;
    highlightsTitle: string;
    /** The download button under the abstract. */
    downloadLabel: string;
  };
  library: {
    title: string;
    description: string;
    /** Read by screen readers for the row of category chips. */
    filterLabel: string;
    /** The first chip, which shows every paper. */
    allLabel: string;
    /** The other chips, in order. */
    categories: WhitePaperCategory[];
    /** Above the cards; {shown} and {total} are filled in. */
    resultsLabel: string;
    /** Each card's link to the paper (screen readers also hear the paper's title). */
    downloadLabel: string;
    empty: EmptyStateCopy;
  };
  /** Card texts; {pages}, {count} and {rating} are filled in. */
  labels: { pages: string; downloads: string; rating: string; author: string; published: string };
  closing: { title: string; description: string; actions: CallToAction[] };
};

/** The white paper page at /resources/whitepapers/ai-roi-guide and the PDF it downloads. */
export type WhitePaperPageContent = {
  meta: PageMeta;
  backLink: CallToAction;
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    /** Short tags beside the eyebrow, e.g. "Free", "45 pages". */
    badges: string[];
    details: ResourceDetail[];
    downloadLabel: string;
    /** Opens and closes the executive summary in place. */
    previewLabel: string;
    /** A line under the buttons, e.g. "No sign-up required". */
    note: string;
    /** The large line at the foot of the decorative cover, e.g. "45 pages". */
    coverLabel: string;
  };
  /** Revealed in place by 'Preview Content'. */
  executiveSummary: { title: string; paragraphs: string[]; takeaways: string[]; takeawaysTitle: string };
  keyStats: { title: string; description: string; stats: ResourceStat[] };
  contents: { title: string; description: string; chapters: { title: string; description: string }[] };
  cta: CtaBand;
  document: DownloadableDocument;
};
