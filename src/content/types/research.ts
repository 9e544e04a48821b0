import type {
  DocumentPageContent,
  DownloadableDocument,
  LibraryDocument,
  LibraryPageContent,
  ResourceDetail,
} from "./resources";
import type { SectionContent, StatsContent } from "./shared";

export type ResearchCategory =
  | "Market Research"
  | "Automation"
  | "Healthcare"
  | "Financial Services"
  | "Manufacturing"
  | "Ethics & Governance"
  | "Small Business";

export type ResearchType =
  | "Market Analysis"
  | "Benchmark Study"
  | "Industry Analysis"
  | "Sector Research"
  | "Impact Study"
  | "Governance Study";

/** A study in the research library. */
export type ResearchStudy = LibraryDocument & {
  type: ResearchType;
  category: ResearchCategory;
  /** Who took part, as shown, e.g. "850 organizations". */
  participants: string;
  /** Where the study opens: its report page, or its own card on the research page when it is a PDF download. */
  href: string;
  /** When set, 'Access Research' downloads this as a PDF; otherwise it opens `href`. */
  document?: DownloadableDocument;
};

/** The study highlighted above the library; 'Download Research' downloads `document` as a PDF. */
export type FeaturedResearchStudy = Omit<ResearchStudy, "document"> & {
  /** How the study was run, one paragraph. */
  methodology: string;
  /** As shown, e.g. "1,547 enterprises". */
  sampleSize: string;
  keyFindings: string[];
  document: DownloadableDocument;
};

export type ResearchPageContent = LibraryPageContent & {
  featured: {
    methodologyLabel: string;
    sampleSizeLabel: string;
    publishedLabel: string;
    downloadsLabel: string;
    keyFindingsLabel: string;
  };
  library: {
    categoryLabel: string;
    /** The first category button, which shows every study. */
    allCategoriesLabel: string;
    categories: ResearchCategory[];
    typeLabel: string;
    /** The first type button, which shows every type. */
    allTypesLabel: string;
    types: ResearchType[];
    /** Opens and closes the panel with the type buttons. */
    advancedFilterLabel: string;
    /** Read by screen readers after the button label; {count} is the number of active advanced filters. */
    activeFiltersLabel: string;
    resetLabel: string;
    /** Each card's button (screen readers also hear the study title and what happens). */
    accessLabel: string;
    /** Under the button: what it does. */
    accessHints: { page: string; download: string };
  };
  /** Card texts; {count} is filled in. */
  labels: { participants: string; published: string; downloads: string };
};

/** The research report page at /resources/research/enterprise-ai-adoption-trends and the PDF it downloads. */
export type ResearchReportPageContent = DocumentPageContent & {
  highlights: StatsContent;
  methodology: SectionContent & { paragraphs: string[]; details: ResourceDetail[] };
  findings: SectionContent & { items: { stat: string; title: string; description: string }[] };
};
