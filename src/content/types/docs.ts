import type { SearchBoxCopy } from "./resources";
import type {
  CallToAction,
  IconName,
  PageHeroContent,
  PageMeta,
  SectionContent,
  SectionIntro,
} from "./shared";

/** How hard a guide is; each level has its own badge style. */
export type GuideDifficulty = "Beginner" | "Intermediate" | "Advanced";

/** A guide in the documentation's Popular Guides (also found by the search boxes). */
export type DocGuide = {
  title: string;
  description: string;
  /** The format, e.g. "Tutorial", "How-to", "Reference", "Best Practices". */
  type: string;
  category: string;
  difficulty: GuideDifficulty;
  /** Reading time as shown, e.g. "8 min read". */
  readTime: string;
  /** Average reader rating, between 4.6 and 4.9. */
  rating: number;
  /** View count as shown, e.g. "12.5k". */
  views: string;
  /** Where 'Read Guide' goes: a route of the site, optionally with #section. */
  href: string;
};

/** One topic of a documentation category. */
export type DocTopic = {
  title: string;
  description: string;
  /** Format and length as shown, e.g. "12 min read" or "Video · 9:40". */
  meta: string;
};

/** A documentation category card. */
export type DocCategory = {
  /** Anchor of the category's own section on the documentation page (when it has one). */
  id: string;
  icon: IconName;
  title: string;
  description: string;
  /** The count label exactly as shown, e.g. "45 guides". */
  count: string;
  topics: DocTopic[];
  /** Where 'Browse' goes: a route of the site, optionally with #section. */
  href: string;
  /**
   * For a category without a page of its own: the note and button beside its
   * topics in its section of the documentation page (#id).
   */
  library?: { note: string; cta: CallToAction };
};

/** A Quick Access tile on the documentation page. */
export type DocQuickAccessTile = {
  icon: IconName;
  title: string;
  description: string;
  /** A route of the site, optionally with #section. */
  href: string;
};

/** A service listed in the documentation's System Status. */
export type DocSystemComponent = {
  name: string;
  description: string;
  /** Status as shown, e.g. "Operational". */
  status: string;
  /** Uptime over the last 90 days as shown, e.g. "99.99%". */
  uptime: string;
};

/** One release in the documentation's Release Notes. */
export type DocRelease = {
  /** Version as shown, e.g. "v1.0.0". */
  version: string;
  /** Release date as ISO text, e.g. "2024-12-02". */
  date: string;
  title: string;
  changes: { kind: "New" | "Improved" | "Fixed"; text: string }[];
};

export type DocumentationPageContent = {
  meta: PageMeta;
  hero: { eyebrow?: string; title: string; description: string };
  search: SearchBoxCopy & {
    guidesLabel: string;
    categoriesLabel: string;
    matchedTopicsLabel: string;
  };
  quickAccess: SectionIntro;
  categories: SectionIntro & {
    /** The card link text; screen readers hear it followed by the category title. */
    browseLabel: string;
    /** Label above the topics list on each card. */
    topicsLabel: string;
  };
  guides: SectionIntro & {
    /** The card link text; screen readers hear it followed by the guide title. */
    readLabel: string;
    readTimeLabel: string;
    ratingLabel: string;
    viewsLabel: string;
  };
  status: SectionIntro & {
    id: string;
    overall: { title: string; description: string };
    components: DocSystemComponent[];
    uptimeLabel: string;
    incidentsTitle: string;
    incidents: { date: string; title: string; description: string }[];
  };
  releaseNotes: SectionIntro & { id: string; releases: DocRelease[] };
  support: SectionIntro & { contact: CallToAction; downloadNote: string };
};

/** A code sample shown in a copyable code block. */
export type CodeSample = {
  /** The caption above the code; keep it unique on the page (screen readers use it to tell blocks apart). */
  caption: string;
  /** Language shown on the block, e.g. "bash", "json", "typescript". */
  language: string;
  code: string;
};

/** Texts of the Copy button on code blocks; "{caption}" is replaced with the block's caption. */
export type CodeBlockText = {
  copyLabel: string;
  copiedLabel: string;
  /** What screen readers hear for the button, before and after copying. */
  copyName: string;
  copiedName: string;
  copiedToast: { title: string };
  errorToast: { title: string; description: string };
  /** The toggle of a long sample folded away on phones; "{lines}" is its number of lines. */
  foldLabel: string;
};

export type ApiHttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** A parameter of an API endpoint. */
export type ApiParameter = {
  name: string;
  location: "path" | "query" | "body";
  type: string;
  required: boolean;
  description: string;
};

/** One documented endpoint of the public API. */
export type ApiEndpoint = {
  /** Anchor on the page, e.g. "create-automation". */
  id: string;
  method: ApiHttpMethod;
  /** Exactly as documented, e.g. "/v1/automation/{id}". */
  path: string;
  title: string;
  description: string;
  parameters: ApiParameter[];
  request: CodeSample;
  response: CodeSample;
};

/** One documented HTTP status. */
export type ApiStatus = {
  status: number;
  name: string;
  description: string;
  /** What a developer should do about it. */
  action: string;
};

export type ApiDocumentationContent = {
  meta: PageMeta;
  backLink: CallToAction;
  hero: PageHeroContent;
  /** Under the hero's title: 'Download SDK', the contact button and the key facts (base URL, format, SDK). */
  heroActions: { facts: { label: string; value: string }[]; contact: CallToAction };
  /** The in-page table of contents beside the reference, in page order. Each id is a section below. */
  reference: { id: string; toc: { title: string; items: { id: string; label: string }[] } };
  quickStart: SectionContent & {
    steps: { title: string; description: string; sample: CodeSample }[];
  };
  authentication: SectionContent & { points: string[]; sample: CodeSample; warning: string };
  endpoints: SectionContent & {
    items: ApiEndpoint[];
    /** The toggle that opens an endpoint's parameters and examples ('Parameters and examples'). */
    detailsLabel: string;
    /** The toggle of the endpoint index, folded on phones; "{count}" is the number of endpoints. */
    indexLabel: string;
    parametersLabel: string;
    /** How each parameter's location is shown, e.g. { path: "Path", query: "Query", body: "Body" }. */
    locationLabels: Record<ApiParameter["location"], string>;
    requiredLabel: string;
    optionalLabel: string;
  };
  responseFormat: SectionContent & {
    fields: { name: string; type: string; description: string }[];
    success: CodeSample;
    error: CodeSample;
  };
  errors: SectionContent & {
    statuses: ApiStatus[];
    /**
     * Labels of each status row, read before the code, the meaning and the advice; `list` names
     * the list, which is a strip to swipe on phones.
     */
    labels: { status: string; meaning: string; action: string; list: string };
    sample: CodeSample;
  };
  rateLimits: SectionContent & {
    plans: { plan: string; limit: string; description: string }[];
    headers: { name: string; description: string }[];
    headersTitle: string;
    sample: CodeSample;
    note: string;
  };
  sdk: SectionContent & {
    /** What the SDK does, listed above the install command. */
    features: string[];
    install: CodeSample;
    example: CodeSample;
    contents: string[];
    contentsTitle: string;
  };
  support: SectionIntro & { contact: CallToAction; downloadNote: string };
};

/** The 'Download SDK' button and the zip it builds. */
export type SdkContent = {
  /** The version in the file name, package.json and README. */
  version: string;
  /** The npm package name, used in install commands and imports. */
  packageName: string;
  /** What the SDK does, listed in the README and on the API page. */
  features: string[];
  /**
   * The README as Markdown. These words are filled in when a visitor downloads:
   * {version}, {packageName}, {features} (a bulleted list), {email}, {phone}, {docsUrl}, {year}.
   */
  readme: string;
  /** Fields of the zip's package.json (name and version are added from above). */
  packageJson: Record<string, unknown>;
  /** Further files of the zip, by path inside it (source, example, tsconfig). */
  files: { path: string; contents: string }[];
  button: {
    label: string;
    busyLabel: string;
    successToast: { title: string; description: string };
    errorToast: { title: string; description: string };
  };
};
