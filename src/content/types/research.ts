import type { DocumentHeroContent, DownloadableDocument, ResourceDetail, ResourceSearchContent } from "./resources";
import type { CallToAction, CtaBand, EmptyStateCopy, PageMeta, SectionContent, StatsContent } from "./shared";

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
export type ResearchStudy = {
  /** Stable id of the study's card (its anchor on the research page). Lowercase words joined by hyphens. */
  slug: string;
  title: string;
  /** One or two sentences shown on the card; search looks here too. */
  description: string;
  type: ResearchType;
  category: ResearchCategory;
  /** As shown, e.g. "November 2024". */
  publishDate: string;
  /** Who took part, as shown, e.g. "850 organizations". */
  participants: string;
  /** As shown, e.g. "3,412". */
  downloadCount: string;
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

export type ResearchPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string };
  search: ResourceSearchContent;
  featured: {
    /** The section's anchor, e.g. "featured-study". */
    id: string;
    eyebrow: string;
    title: string;
    description: string;
    badge: string;
    methodologyLabel: string;
    sampleSizeLabel: string;
    publishedLabel: string;
    downloadsLabel: string;
    keyFindingsLabel: string;
    downloadLabel: string;
  };
  library: {
    /** The section's anchor, e.g. "research-library". */
    id: string;
    /** The anchor of the library's heading, where the search button and the match count lead. */
    resultsId: string;
    title: string;
    description: string;
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
    /** Above the cards; {shown} and {total} are filled in. */
    resultsLabel: string;
    /** Each card's button (screen readers also hear the study title and what happens). */
    accessLabel: string;
    /** Under the button: what it does. */
    accessHints: { page: string; download: string };
    empty: EmptyStateCopy;
  };
  /** Card texts; {count} is filled in. */
  labels: { participants: string; published: string; downloads: string };
  closing: CtaBand;
};

/** The research report page at /resources/research/enterprise-ai-adoption-trends and the PDF it downloads. */
export type ResearchReportPageContent = {
  meta: PageMeta;
  backLink: CallToAction;
  hero: DocumentHeroContent;
  highlights: StatsContent;
  methodology: SectionContent & { paragraphs: string[]; details: ResourceDetail[] };
  findings: SectionContent & { items: { stat: string; title: string; description: string }[] };
  cta: CtaBand;
  document: DownloadableDocument;
};
