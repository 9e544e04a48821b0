import type { HeroVisualContent } from "./art";
import type {
  CallToAction,
  CtaBand,
  EmptyStateCopy,
  IconName,
  PageMeta,
  SectionIntro,
} from "./shared";

/** The five resource areas. The hub's search groups its results by these. */
export type ResourceKind = "blog" | "white-paper" | "research" | "documentation" | "insight";

/** A card on the resources hub that leads to one resource area. */
export type ResourceHubType = {
  kind: ResourceKind;
  icon: IconName;
  /** Card title, e.g. "White Papers". */
  title: string;
  description: string;
  /** The count label exactly as shown, e.g. "25+ Papers". */
  count: string;
  /** The listing page the card's 'Explore' link opens. */
  href: string;
};

/** An item in the hub's Featured Content list. */
export type ResourceHubFeatured = {
  /** Shown as a badge: "White Paper", "Research" or "Webinar". */
  type: string;
  icon: IconName;
  title: string;
  description: string;
  /** Publication or broadcast date as shown, e.g. "December 10, 2024". */
  date: string;
  /** Reading or watching time as shown, e.g. "25 min read" or "45 min watch". */
  readTime: string;
  /** Download or view count as shown, e.g. "5,247 downloads". */
  downloads: string;
  /** The page (or page#section) 'Access Content' opens. Must be a route of the site. */
  href: string;
};

/** Texts of a search box and its results. */
export type SearchBoxCopy = {
  /** The field's label for screen readers (not shown on screen). */
  label: string;
  placeholder: string;
  submitLabel: string;
  clearLabel: string;
  /** Results heading; "{count}" and "{query}" are replaced with the number of matches and the search. */
  resultsTitle: string;
  /** The same heading for exactly one match. */
  resultsTitleOne: string;
  /** Shown when nothing matches; "{query}" is replaced with the search. */
  emptyTitle: string;
  emptyDescription: string;
  /** Label before the suggested searches. */
  suggestionsLabel: string;
  /** Searches offered under the box; a click fills the box. */
  suggestions: string[];
};

export type ResourcesPageContent = {
  meta: PageMeta;
  hero: { eyebrow?: string; title: string; description: string } & HeroVisualContent;
  search: SearchBoxCopy & {
    /** The heading of each result group, per resource area. */
    groupLabels: Record<ResourceKind, string>;
    /** Link at the end of each group to that area's listing page. */
    viewAllLabel: string;
    /** Button that shows all of a group's results; "{count}" is replaced with their number. */
    showMoreLabel: string;
    /** The same button once the group is open. */
    showLessLabel: string;
  };
  types: SectionIntro & {
    items: ResourceHubType[];
    /** The card link text; screen readers hear it followed by the card title. */
    exploreLabel: string;
  };
  featured: SectionIntro & {
    items: ResourceHubFeatured[];
    /** The button text; screen readers hear it followed by the item title. */
    accessLabel: string;
    /** Names of the date, time and download figures, read by screen readers. */
    metaLabels: { date: string; time: string; downloads: string };
  };
};

/** One chapter of a downloadable document: a heading, its paragraphs and optional bullet points. */
export type DocumentSection = {
  /** Chapter heading, also listed on the PDF's contents page. */
  heading: string;
  /** Plain-text paragraphs, in order. Straight or typographic quotes are both fine. */
  paragraphs: string[];
  /** Optional bullet points printed after the paragraphs. */
  bullets?: string[];
};

/** What a generated PDF holds: a cover page, a contents page and the chapters. */
export type DownloadableDocument = {
  /** On the cover and in the PDF's properties; the file is named after it (spaces become underscores), so avoid : / ? * in it. */
  title: string;
  /** One line under the title on the cover. */
  subtitle: string;
  /** The kind of document, printed above the title, e.g. "White Paper" or "Research Report". */
  kind: string;
  /** Who wrote it, as printed on the cover. */
  author: string;
  /** As printed on the cover, e.g. "September 2024". */
  publishDate: string;
  sections: DocumentSection[];
};

/** The download button's texts and the fixed lines every generated PDF carries. */
export type DocumentDownloadContent = {
  /** Shown on the button while the PDF is being built. */
  busyLabel: string;
  /** Shown when building the PDF fails. */
  errorToast: { title: string; description: string };
  pdf: {
    /** Heading of the PDF's contents page. */
    contentsHeading: string;
    /** Footer page number; {page} and {total} are filled in. */
    pageLabel: string;
    /** Copyright line; {year} is the current year when the visitor downloads. */
    copyright: string;
    /** Cover line; {date} is the document's publish date. */
    publishedLabel: string;
    /** Cover line; {author} is the document's author. */
    authorLabel: string;
  };
};

/** A label and value pair, e.g. { label: "Sample size", value: "1,200 leaders" }. */
export type ResourceDetail = { label: string; value: string };

/** The top of a white paper or research report page: the h1, key facts, the download button and a decorative cover. */
export type DocumentHeroContent = {
  eyebrow: string;
  title: string;
  description: string;
  /** Short tags beside the eyebrow, e.g. "Free", "45 pages". */
  badges: string[];
  details: ResourceDetail[];
  /** The button that downloads the document as a PDF. */
  downloadLabel: string;
  /** A line under the buttons, e.g. "No sign-up required". */
  note?: string;
  /** The large line at the foot of the decorative cover, e.g. "45 pages". */
  coverLabel: string;
};

/** Search box texts on a listing page. */
export type ResourceSearchContent = {
  /** Read by screen readers; the box shows only the placeholder. */
  label: string;
  placeholder: string;
  /** The button that jumps to the results. */
  submitLabel: string;
  /** The small x in the box. */
  clearLabel: string;
  /** Shown under the box while searching; {shown} is the number of matches. */
  matchesLabel: string;
};

/** What every resource listing page (blog, insights, research, white papers) opens with. */
export type ListingPageContent<Search = ResourceSearchContent> = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string };
  search: Search;
  /** The highlighted item above the list. */
  featured: {
    /** The section's anchor, e.g. "featured". */
    id: string;
    /** Small label above the section's or the featured item's title. */
    eyebrow: string;
  };
};

/** A document in a downloadable library (research studies, white papers). */
export type LibraryDocument = {
  /** Stable id of the card (its anchor on the listing page). Lowercase words joined by hyphens. */
  slug: string;
  title: string;
  /** One or two sentences shown on the card; search looks here too. */
  description: string;
  /** As shown, e.g. "September 2024". */
  publishDate: string;
  /** As shown, e.g. "3,412". */
  downloadCount: string;
  /** Where the document opens: a page of the site. */
  href: string;
};

/** A library listing page (research, white papers): a featured document, the filterable library and a closing band. */
export type LibraryPageContent = ListingPageContent & {
  featured: {
    title: string;
    description: string;
    /** Small label on the featured card, e.g. "Editor's pick". */
    badge: string;
    /** The button that downloads the featured document. */
    downloadLabel: string;
  };
  library: {
    /** The section's anchor, e.g. "research-library". */
    id: string;
    /** The anchor of the library's heading, where the search button and the match count lead. */
    resultsId: string;
    title: string;
    description: string;
    /** Above the cards; {shown} and {total} are filled in. */
    resultsLabel: string;
    empty: EmptyStateCopy;
  };
  closing: CtaBand;
};

/** A page about one downloadable document (a white paper, a research report) and the PDF it downloads. */
export type DocumentPageContent = {
  meta: PageMeta;
  backLink: CallToAction;
  hero: DocumentHeroContent;
  cta: CtaBand;
  document: DownloadableDocument;
};
