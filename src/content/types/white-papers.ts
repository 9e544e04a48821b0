import type { DocumentHeroContent, DownloadableDocument, ResourceSearchContent } from "./resources";
import type { CallToAction, CtaBand, EmptyStateCopy, PageMeta, SectionContent, StatsContent } from "./shared";

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
    /** The section's anchor, e.g. "featured-white-paper". */
    id: string;
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
    /** The section's anchor, e.g. "white-paper-library". */
    id: string;
    /** The anchor of the library's heading, where the search button and the match count lead. */
    resultsId: string;
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
  closing: CtaBand;
};

/** The white paper page at /resources/whitepapers/ai-roi-guide and the PDF it downloads. */
export type WhitePaperPageContent = {
  meta: PageMeta;
  backLink: CallToAction;
  hero: DocumentHeroContent;
  /** Revealed in place by the hero's `previewLabel` button. */
  executiveSummary: SectionContent & {
    /** The hero button that opens and closes the summary in place. */
    previewLabel: string;
    paragraphs: string[];
    takeaways: string[];
    takeawaysTitle: string;
  };
  keyStats: StatsContent;
  contents: SectionContent & { chapters: { title: string; description: string }[] };
  cta: CtaBand;
  document: DownloadableDocument;
};
