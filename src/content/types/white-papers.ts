import type {
  DocumentPageContent,
  DownloadableDocument,
  LibraryDocument,
  LibraryPageContent,
} from "./resources";
import type { SectionContent, StatsContent } from "./shared";

export type WhitePaperCategory =
  | "Implementation Guide"
  | "Business Value"
  | "Healthcare"
  | "Ethics & Governance"
  | "Manufacturing"
  | "Financial Services"
  | "No-Code";

/** A paper in the white paper library. */
export type WhitePaper = LibraryDocument & {
  category: WhitePaperCategory;
  author: string;
  /** Page count of the full paper. */
  pages: number;
  /** Average reader rating out of 5, between 4.5 and 4.9. */
  rating: number;
};

/** The paper highlighted above the library; 'Download Free' downloads `document` as a PDF. */
export type FeaturedWhitePaper = WhitePaper & {
  /** The paragraph under the title. */
  abstract: string;
  /** "What you'll learn" points beside the abstract. */
  highlights: string[];
  document: DownloadableDocument;
};

export type WhitePapersPageContent = LibraryPageContent & {
  featured: { highlightsTitle: string };
  library: {
    /** Read by screen readers for the row of category chips. */
    filterLabel: string;
    /** The first chip, which shows every paper. */
    allLabel: string;
    /** The other chips, in order. */
    categories: WhitePaperCategory[];
    /** Each card's link to the paper (screen readers also hear the paper's title). */
    downloadLabel: string;
  };
  /** Card texts; {pages}, {count} and {rating} are filled in. */
  labels: { pages: string; downloads: string; rating: string; author: string; published: string };
};

/** The white paper page at /resources/whitepapers/ai-roi-guide and the PDF it downloads. */
export type WhitePaperPageContent = DocumentPageContent & {
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
};
