import type { DownloadableDocument, ResourceDetail, ResourceSearchContent, ResourceStat } from "./resources";
import type { CallToAction, CtaBand, EmptyStateCopy, PageMeta } from "./shared";

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
  closing: { title: string; description: string; actions: CallToAction[] };
};

/** The research report page at /resources/research/enterprise-ai-adoption-trends and the PDF it downloads. */
export type ResearchReportPageContent = {
  meta: PageMeta;
  backLink: CallToAction;
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    badges: string[];
    details: ResourceDetail[];
    downloadLabel: string;
    note: string;
    /** The large line at the foot of the decorative cover, e.g. "85 pages". */
    coverLabel: string;
  };
  highlights: { title: string; description: string; stats: ResourceStat[] };
  methodology: { title: string; description: string; paragraphs: string[]; details: ResourceDetail[] };
  findings: {
    title: string;
    description: string;
    items: { stat: string; title: string; description: string }[];
  };
  cta: CtaBand;
  document: DownloadableDocument;
};
