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

/* ------------------------------------------------------------------ */
/* Industries and contact (industries overview, industry pages, contact) */
/* ------------------------------------------------------------------ */

/** The heading block that opens a section: an optional small label, the h2 title and a lead paragraph. */
export type IndustrySectionIntro = {
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  /** One or two sentences under the title. */
  description?: string;
};

/** The card that stands for an industry on the /industries overview. */
export type IndustryCard = {
  icon: IconName;
  title: string;
  /** Two sentences on what AI changes in this industry. */
  description: string;
  /** Three or four key features, shown as a checklist. */
  features: string[];
  /** Technologies shown as tags on the card. */
  technologies: string[];
  /** Where 'Learn More' leads: the industry's own page, /industries/{slug}. */
  href: string;
};

/** One solution card on an industry page. */
export type IndustrySolution = {
  icon: IconName;
  title: string;
  /** One or two sentences under the title. */
  description: string;
  /** Four short capabilities, shown as a checklist. */
  features: string[];
};

/** One key benefit: a percentage and what it measures; the two read as one phrase ("95% reduction in …"). */
export type IndustryBenefit = {
  /** The figure, shown large. Must be a percentage, e.g. "95%". */
  value: string;
  /** What the figure measures, reading on from the value, e.g. "reduction in fraud detection time". */
  label: string;
};

/** One success-story card on an industry page. */
export type IndustrySuccessStory = {
  /** Who the client is, without naming them, e.g. "Regional bank, 2M customers". */
  client: string;
  title: string;
  description: string;
  /** Measured outcomes, one short line each (three). */
  results: string[];
};

/** One tile of an industry page's technologies grid. */
export type IndustryTechnology = {
  name: string;
  /** What kind of technology it is, e.g. "Machine Learning" or "Cloud Platform". */
  category: string;
};

/** Everything one industry page (/industries/{slug}) and its overview card show. */
export type IndustryPageContent = {
  /** The last part of the address: /industries/{slug}. */
  slug: string;
  meta: PageMeta;
  card: IndustryCard;
  hero: { eyebrow: string; title: string; description: string; actions: CallToAction[] };
  /** Four solution cards. */
  solutions: IndustrySectionIntro & { items: IndustrySolution[] };
  /** Key benefits, each with a percentage. */
  benefits: IndustrySectionIntro & { items: IndustryBenefit[] };
  /** Three success stories. */
  successStories: IndustrySectionIntro & {
    /** The small heading above each story's results list. */
    resultsLabel: string;
    items: IndustrySuccessStory[];
  };
  /** Six technologies. Leave out entirely and the page shows no technologies section. */
  technologies?: IndustrySectionIntro & { items: IndustryTechnology[] };
  /** The closing call to action. */
  cta: { title: string; description: string; actions: CallToAction[] };
};

/** The /industries overview page; its cards come from each industry's `card`. */
export type IndustriesOverviewContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string; actions: CallToAction[] };
  grid: IndustrySectionIntro & {
    /** The section's anchor; the hero's 'Explore Solutions' button points at "#" plus this id. */
    id: string;
    /** Small heading above each card's features. */
    featuresLabel: string;
    /** Small heading above each card's technology tags. */
    technologiesLabel: string;
    /** The link at the bottom of each card. */
    linkLabel: string;
  };
  cta: { title: string; description: string; actions: CallToAction[] };
};

/** A form field's visible label and the example text shown while it is empty. */
export type ContactFieldText = { label: string; placeholder?: string };

/** A notification shown after a form is sent. */
export type ContactToastText = { title: string; description: string };

/** The enquiry form on /contact. Option lists live in src/content/form-options.ts. */
export type ContactFormContent = {
  title: string;
  description: string;
  fields: Record<"name" | "email" | "company" | "phone" | "projectType" | "budget" | "message", ContactFieldText>;
  /** Explains the asterisk on required fields. */
  requiredNote: string;
  submitLabel: string;
  /** The button text while the message is being sent. */
  submittingLabel: string;
  successToast: ContactToastText;
  errorToast: ContactToastText;
};

/** The consultation booking form on /contact. Option lists live in src/content/form-options.ts. */
export type ConsultationFormContent = {
  title: string;
  description: string;
  fields: Record<
    "name" | "email" | "company" | "consultationType" | "preferredDate" | "preferredTime" | "message",
    ContactFieldText
  >;
  requiredNote: string;
  submitLabel: string;
  /** The button text while the booking is being sent. */
  submittingLabel: string;
  successToast: ContactToastText;
  errorToast: ContactToastText;
};

/** The /contact page. Email, phone and address come from src/content/site.ts. */
export type ContactPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string; actions: CallToAction[] };
  enquiry: {
    /** The section's anchor (hero buttons may point at "#" plus this id). */
    id: string;
    form: ContactFormContent;
    details: {
      title: string;
      description: string;
      emailLabel: string;
      phoneLabel: string;
      addressLabel: string;
      /** Office hours or response note shown under the address. */
      hours: string;
    };
    expectations: { title: string; items: { icon: IconName; title: string; description: string }[] };
  };
  consultation: IndustrySectionIntro & {
    id: string;
    /** Short facts beside the form, e.g. "45 minutes". */
    highlights: { icon: IconName; title: string; description: string }[];
    form: ConsultationFormContent;
  };
};

/* ------------------------------------------------------------------ */
/* Home and services (home page, services overview, service detail pages) */
/* ------------------------------------------------------------------ */

/** The heading block that opens a section on the home and services pages. */
export type MarketingSectionIntro = {
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  /** One or two sentences under the title. */
  description?: string;
};

/** A headline number with its label, e.g. "50+" and "Developers". */
export type HeadlineStat = {
  /** The figure, shown large, e.g. "50+" or "11M+". */
  value: string;
  /** What the figure counts, reading on from the value, e.g. "Developers". */
  label: string;
  /** An optional short line under the label. */
  detail?: string;
};

/** A market figure in the home page's About section, with where it comes from. */
export type HomeMarketFigure = {
  /** The figure, shown large, e.g. "$15.7T". */
  value: string;
  /** What the figure measures, one sentence. */
  label: string;
  /** The publisher of the figure, shown small under it. */
  source: string;
};

/** A card with an icon, a title and a short description. */
export type IconFeature = {
  icon: IconName;
  title: string;
  /** One or two sentences under the title. */
  description: string;
};

/** One step of a delivery process. Steps are shown in the order of `step`. */
export type DeliveryStep = {
  /** 1, 2, 3, 4: shown as the step's number. */
  step: number;
  title: string;
  description: string;
  /** Typical length of the step, e.g. "1-2 weeks". */
  duration?: string;
};

/** A service card on the home page; the card links to the service's detail page. */
export type HomeServiceCard = IconFeature & {
  /** The detail page the card links to: /services/{slug}. */
  href: string;
  /** Three short capabilities, shown as a checklist. */
  highlights: string[];
};

/** An industry tile on the home page, linking to the industry's own page. */
export type HomeIndustryCard = IconFeature & {
  /** The industry page: /industries/{slug}. */
  href: string;
};

/** A reason to choose the agency, led by a headline figure ("80%" + "less manual work"). */
export type HomeReason = IconFeature & {
  /** The figure, shown large, e.g. "99.9%". */
  value: string;
  /** What the figure measures, reading on from it, e.g. "uptime". */
  valueLabel: string;
};

/** A client's quote about working with the agency. */
export type ClientTestimonial = {
  name: string;
  /** Job title, e.g. "VP of Operations". */
  role: string;
  company: string;
  /** The quote itself, without quotation marks. */
  content: string;
  /** Stars out of five. */
  rating: 1 | 2 | 3 | 4 | 5;
};

/** A case study card on the home page; the full stories live on /case-studies. */
export type CaseStudyHighlight = {
  /** Industry or service, shown as a badge, e.g. "Manufacturing". */
  category: string;
  title: string;
  description: string;
  /** Measured outcomes, one short line each (three). */
  results: string[];
  /** Technologies shown as tags. */
  technologies: string[];
  /** Where the card's link leads (the case studies page). */
  href: string;
};

/** One tile of a technology grid. */
export type TechnologyStackItem = {
  name: string;
  /** What kind of technology it is, e.g. "Machine Learning". */
  category: string;
  icon: IconName;
};

/** One question of an FAQ list. */
export type FaqEntry = {
  question: string;
  /** Plain text, shown as one paragraph; also sent to search engines as FAQ structured data. */
  answer: string;
};

/** The sections of the home page, in the order they appear. */
export type HomeSectionId =
  | "hero"
  | "about"
  | "services"
  | "process"
  | "industries"
  | "case-studies"
  | "why-choose-us"
  | "testimonials"
  | "get-started"
  | "technologies"
  | "faq"
  | "newsletter";

/** The home page (/). Testimonials, case studies, technologies and FAQ come from their own modules. */
export type HomePageContent = {
  meta: PageMeta;
  /** The order of the sections on the page; each id is also the section's anchor. */
  sectionOrder: HomeSectionId[];
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    actions: CallToAction[];
    /** The three headline numbers under the buttons. */
    stats: HeadlineStat[];
  };
  about: MarketingSectionIntro & {
    /** Short paragraphs beside the market figures. */
    paragraphs: string[];
    /** Three short points shown as a checklist. */
    points: string[];
    /** Three market figures. */
    figures: HomeMarketFigure[];
    action: CallToAction;
  };
  services: MarketingSectionIntro & {
    /** The link text at the bottom of each service card. */
    linkLabel: string;
    items: HomeServiceCard[];
    /** The button under the cards ('Book a Demo'). */
    action: CallToAction;
  };
  process: MarketingSectionIntro & { steps: DeliveryStep[] };
  industries: MarketingSectionIntro & {
    /** The link text on each industry card. */
    linkLabel: string;
    items: HomeIndustryCard[];
    action: CallToAction;
  };
  caseStudies: MarketingSectionIntro & {
    /** Small heading above each card's results. */
    resultsLabel: string;
    /** The link text on each case study card. */
    linkLabel: string;
  };
  reasons: MarketingSectionIntro & { items: HomeReason[] };
  testimonials: MarketingSectionIntro & {
    /** Read aloud for the stars; {rating} is replaced by the number, e.g. "Rated {rating} out of 5". */
    ratingLabel: string;
  };
  cta: { title: string; description: string; actions: CallToAction[] };
  technologies: MarketingSectionIntro;
  faq: MarketingSectionIntro;
};

/** The five core services offered on /services. */
export type CoreServiceId =
  | "ai-automation"
  | "performance-marketing"
  | "low-code-automation"
  | "app-development"
  | "web-development";

/** A core service card on /services (and a package on its detail page). */
export type CoreService = {
  /** The card's anchor on /services, e.g. /services#ai-automation. */
  id: CoreServiceId;
  icon: IconName;
  title: string;
  /** A short line under the title. */
  subtitle: string;
  description: string;
  /** What is included, shown as a checklist. */
  features: string[];
  /** Technologies shown as tags. */
  technologies: string[];
  /** Indicative price, e.g. "From $15k". */
  pricing: string;
  /** Typical delivery time, e.g. "6-12 weeks". */
  deliveryTime: string;
  /** Where 'Learn More' leads: a service detail page, /services/{slug}. */
  href: string;
};

/** A way to work with the agency (Staff Augmentation, Project-Based Delivery). */
export type EngagementModel = IconFeature & {
  /** What the client gets, shown as a checklist. */
  points: string[];
  /** One sentence on who the model suits. */
  bestFor: string;
};

/** The services overview (/services). */
export type ServicesPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string; actions: CallToAction[] };
  engagementModels: MarketingSectionIntro & {
    /** Small heading before each model's `bestFor` sentence. */
    bestForLabel: string;
    items: EngagementModel[];
  };
  coreServices: MarketingSectionIntro & {
    /** The section's anchor; hero buttons may point at "#" plus this id. */
    id: string;
    featuresLabel: string;
    technologiesLabel: string;
    pricingLabel: string;
    deliveryLabel: string;
    /** The link text on each card ('Learn More'). */
    linkLabel: string;
    items: CoreService[];
  };
  cta: { title: string; description: string; actions: CallToAction[] };
};

/** One service detail page, /services/{slug}; every page uses the same template. */
export type ServiceDetailPage = {
  /** The last part of the address: /services/{slug}. */
  slug: string;
  /** The service's short name, e.g. "Performance Marketing". */
  title: string;
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string; actions: CallToAction[] };
  /** Four headline results shown right under the hero. */
  metrics: MarketingSectionIntro & { items: HeadlineStat[] };
  /** What the service delivers: six cards. */
  offerings: MarketingSectionIntro & { items: IconFeature[] };
  /** Why it pays off: four benefits. */
  benefits: MarketingSectionIntro & { items: IconFeature[] };
  /** The four-step process. */
  process: MarketingSectionIntro & { steps: DeliveryStep[] };
  /** Price and delivery time, read from the core services on /services by id. */
  packages: MarketingSectionIntro & {
    serviceIds: CoreServiceId[];
    /** The button on each package card. */
    action: CallToAction;
  };
  technologies: MarketingSectionIntro & { items: TechnologyStackItem[] };
  cta: { title: string; description: string; actions: CallToAction[] };
};

/* ------------------------------------------------------------------ */
/* Resources hub, documentation, API documentation, SDK, About,        */
/* Case Studies                                                         */
/* ------------------------------------------------------------------ */

/** The small label, title and lead paragraph that open a section. */
export type ResourcesSectionIntro = {
  /** Small label above the title (optional). */
  eyebrow?: string;
  title: string;
  description?: string;
};

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
  hero: { eyebrow?: string; title: string; description: string };
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
  types: ResourcesSectionIntro & {
    items: ResourceHubType[];
    /** The card link text; screen readers hear it followed by the card title. */
    exploreLabel: string;
  };
  featured: ResourcesSectionIntro & {
    items: ResourceHubFeatured[];
    /** The button text; screen readers hear it followed by the item title. */
    accessLabel: string;
    /** Names of the date, time and download figures, read by screen readers. */
    metaLabels: { date: string; time: string; downloads: string };
  };
  newsletter: { title: string; description: string };
};

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
  search: SearchBoxCopy & { guidesLabel: string; categoriesLabel: string; matchedTopicsLabel: string };
  quickAccess: ResourcesSectionIntro;
  categories: ResourcesSectionIntro & {
    /** The card link text; screen readers hear it followed by the category title. */
    browseLabel: string;
    /** Label above the topics list on each card. */
    topicsLabel: string;
  };
  guides: ResourcesSectionIntro & {
    /** The card link text; screen readers hear it followed by the guide title. */
    readLabel: string;
    readTimeLabel: string;
    ratingLabel: string;
    viewsLabel: string;
  };
  status: ResourcesSectionIntro & {
    id: string;
    overall: { title: string; description: string };
    components: DocSystemComponent[];
    uptimeLabel: string;
    incidentsTitle: string;
    incidents: { date: string; title: string; description: string }[];
  };
  releaseNotes: ResourcesSectionIntro & { id: string; releases: DocRelease[] };
  support: ResourcesSectionIntro & { contact: CallToAction; downloadNote: string };
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
  hero: { eyebrow?: string; title: string; description: string; facts: { label: string; value: string }[] };
  /** The in-page table of contents, in page order. Each id is a section below. */
  toc: { title: string; items: { id: string; label: string }[] };
  quickStart: ResourcesSectionIntro & { steps: { title: string; description: string; sample: CodeSample }[] };
  authentication: ResourcesSectionIntro & { points: string[]; sample: CodeSample; warning: string };
  endpoints: ResourcesSectionIntro & {
    items: ApiEndpoint[];
    parametersLabel: string;
    /** How each parameter's location is shown, e.g. { path: "Path", query: "Query", body: "Body" }. */
    locationLabels: Record<ApiParameter["location"], string>;
    requiredLabel: string;
    optionalLabel: string;
  };
  responseFormat: ResourcesSectionIntro & {
    fields: { name: string; type: string; description: string }[];
    success: CodeSample;
    error: CodeSample;
  };
  errors: ResourcesSectionIntro & {
    statuses: ApiStatus[];
    /** Labels of each status row, read before the code, the meaning and the advice. */
    labels: { status: string; meaning: string; action: string };
    sample: CodeSample;
  };
  rateLimits: ResourcesSectionIntro & {
    plans: { plan: string; limit: string; description: string }[];
    headers: { name: string; description: string }[];
    headersTitle: string;
    sample: CodeSample;
    note: string;
  };
  sdk: ResourcesSectionIntro & { id: string; install: CodeSample; example: CodeSample; contents: string[]; contentsTitle: string };
  support: ResourcesSectionIntro & { contact: CallToAction; downloadNote: string };
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

/** A headline figure on the About page. */
export type AboutStat = {
  /** As shown, e.g. "500+". */
  value: string;
  label: string;
};

export type AboutValue = { icon: IconName; title: string; description: string };

/** A member of the leadership team. Avatars show their initials. */
export type AboutLeader = {
  name: string;
  role: string;
  /** As shown, e.g. "15+ years". */
  experience: string;
  /** Areas of expertise, shown as tags. */
  expertise: string[];
  bio: string;
};

export type AboutMilestone = {
  /** As shown, e.g. "2020". */
  year: string;
  title: string;
  description: string;
};

/** An open position in the Careers section. */
export type AboutOpenRole = { title: string; team: string; location: string; type: string; description: string };

export type AboutPageContent = {
  meta: PageMeta;
  hero: { eyebrow?: string; title: string; description: string; actions: CallToAction[] };
  stats: AboutStat[];
  mission: { id: string; icon: IconName; title: string; text: string };
  vision: { id: string; icon: IconName; title: string; text: string };
  story: ResourcesSectionIntro & { paragraphs: string[] };
  values: ResourcesSectionIntro & { items: AboutValue[] };
  leadership: ResourcesSectionIntro & { leaders: AboutLeader[]; experienceLabel: string; expertiseLabel: string };
  timeline: ResourcesSectionIntro & { milestones: AboutMilestone[] };
  careers: ResourcesSectionIntro & {
    perks: AboutValue[];
    rolesTitle: string;
    roles: AboutOpenRole[];
    applyTitle: string;
    applySteps: string[];
    apply: CallToAction;
  };
  cta: { title: string; description: string; actions: CallToAction[] };
};

/** One case study on the Case Studies page. */
export type CaseStudyDetail = {
  /** Anchor on the page, e.g. "manufacturing". */
  id: string;
  icon: IconName;
  industry: string;
  title: string;
  client: string;
  /** One-sentence summary under the title. */
  summary: string;
  challenge: string;
  solution: string;
  technologies: string[];
  /** Outcomes, each one line, e.g. "40% less unplanned downtime". */
  results: string[];
  /** As shown, e.g. "6 months". */
  duration: string;
  /** As shown, e.g. "8 specialists". */
  teamSize: string;
};

export type CaseStudiesPageContent = {
  meta: PageMeta;
  hero: { eyebrow?: string; title: string; description: string; actions: CallToAction[] };
  highlights: AboutStat[];
  list: ResourcesSectionIntro & {
    labels: {
      client: string;
      challenge: string;
      solution: string;
      technologies: string;
      results: string;
      duration: string;
      teamSize: string;
    };
    studies: CaseStudyDetail[];
  };
  cta: { title: string; description: string; actions: CallToAction[] };
};

/* ------------------------------------------------------------------ */
/* White papers, research and downloadable documents (PDF)              */
/* ------------------------------------------------------------------ */

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

/** A headline number: the figure as shown ("3.5x") and what it measures. */
export type ResourceStat = {
  value: string;
  label: string;
  icon: IconName;
};

/** A label and value pair, e.g. { label: "Sample size", value: "1,200 leaders" }. */
export type ResourceDetail = { label: string; value: string };

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

/** What a listing shows when nothing matches the search and filters. */
export type ResourceEmptyState = { title: string; description: string; clearLabel: string };

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
    empty: ResourceEmptyState;
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
  cta: { title: string; description: string; actions: CallToAction[] };
  document: DownloadableDocument;
};

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
    empty: ResourceEmptyState;
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
  cta: { title: string; description: string; actions: CallToAction[] };
  document: DownloadableDocument;
};

/* ------------------------------------------------------------------ */
/* Blog listing, blog articles and AI insights                          */
/* (blog page, article template, insights page, insights article)       */
/* ------------------------------------------------------------------ */

/** A toast's text: a short headline and an optional supporting line. */
export type BlogToastCopy = { title: string; description?: string };

/** The search box above the blog and insights listings. */
export type BlogSearchCopy = {
  /** Read aloud by screen readers (the box shows no visible label). */
  label: string;
  placeholder: string;
  /** Names the small button inside the box that empties it. */
  clearLabel: string;
};

/** What a listing shows when nothing matches the search and filters. */
export type BlogEmptyCopy = {
  title: string;
  description: string;
  /** The button that clears the search and filters. */
  clearLabel: string;
};

/** The Share button: the device's share sheet, or a copied link where there is none. */
export type ArticleShareCopy = {
  label: string;
  /** Shown when the link was copied instead of shared. */
  copiedToast: BlogToastCopy;
  /** Shown when neither sharing nor copying worked. */
  failedToast: BlogToastCopy;
};

/** The bookmark toggle (blog cards, the insights article). Bookmarks are kept in the visitor's browser. */
export type ArticleBookmarkCopy = {
  /** Read aloud before the title: "Bookmark Transparent AI: …". */
  label: string;
  /** Shown beside the icon where there is room (the insights article), e.g. "Bookmark". */
  visibleLabel: string;
  /** The same button once saved, where there is room, e.g. "Bookmarked". */
  savedLabel: string;
  addedToast: BlogToastCopy;
  removedToast: BlogToastCopy;
};

/** The social networks the insights article can be shared to. */
export type ArticleSocialNetwork = "twitter" | "linkedin" | "facebook";

/** The closing box of an article or listing: a heading, a line of text and button links. */
export type BlogCallToAction = { title: string; description: string; actions: CallToAction[] };

/** Copy of the /resources/blog listing page. */
export type BlogPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string };
  search: BlogSearchCopy;
  featured: {
    /** Small label above the featured article's title. */
    eyebrow: string;
    /** The button to the featured article. */
    readLabel: string;
  };
  list: {
    title: string;
    description: string;
    /** The first category button; shows every post. */
    allLabel: string;
    /** Names the row of category buttons for screen readers. */
    categoriesLabel: string;
    /** The small-screen button that shows or hides the category buttons. */
    filterLabel: string;
    /** The toggle that narrows the list to bookmarked posts. */
    savedLabel: string;
    /** Line above the cards; {count} and {total} are filled in. */
    summary: string;
    /** The same line when a category is chosen; {category} is filled in too. */
    summaryInCategory: string;
    /** Link at the foot of each card. Screen readers hear the post title after it. */
    readMoreLabel: string;
    /** Read aloud after the view count: "4.2k views". */
    viewsLabel: string;
  };
  empty: BlogEmptyCopy;
  /** Shown when "Saved" is on and nothing has been bookmarked in this browser. */
  emptySaved: BlogEmptyCopy;
  bookmark: ArticleBookmarkCopy;
  newsletter: { title: string; description: string; submitLabel: string };
};

/** Copy shared by every blog article page (/resources/blog/{slug}). */
export type BlogArticleTemplateContent = {
  backLink: CallToAction;
  share: ArticleShareCopy;
  /** Read aloud after the view count: "4.2k views". */
  viewsLabel: string;
  /** Heading of the table of contents (shown for articles with four or more sections). */
  tocTitle: string;
  /** The box under the article body that invites readers to pass it on. */
  endShare: { title: string; description: string };
  related: { title: string; description: string };
  cta: BlogCallToAction;
};

export const insightCategories = [
  "Future Trends",
  "Best Practices",
  "Business Value",
  "Ethics",
  "Accessibility",
  "Economics",
  "Healthcare",
] as const;

export type InsightCategory = (typeof insightCategories)[number];

/** One card in the insights library. */
export type Insight = {
  title: string;
  /** Two sentences shown on the card and searched. */
  excerpt: string;
  author: string;
  /** Publication date as ISO text, e.g. "2024-12-02". */
  publishDate: string;
  /** As shown on the card, e.g. "8 min read". */
  readTime: string;
  category: InsightCategory;
  /** View count as shown, e.g. "3.2k". */
  views: string;
  comments: number;
  /** Shows the Trending badge. */
  trending: boolean;
  /** Where the card opens: a page of the site (the in-depth article the analysis draws on). */
  href: string;
};

/** The featured analysis at the top of /resources/insights. */
export type FeaturedInsight = Insight & {
  /** One line on how readers engaged, e.g. "2.1k shares this month". */
  engagement: string;
};

/** A trending topic tile. */
export type InsightTopic = { name: string; /** e.g. "18 insights" */ count: string; icon: IconName };

/** An expert contributor card. */
export type InsightContributor = {
  name: string;
  /** Job title, e.g. "Director of Machine Learning". */
  title: string;
  /** How many insights they have published. */
  insights: number;
  /** Follower count as shown, e.g. "12.4k". */
  followers: string;
  /** One sentence on what they write about. */
  focus: string;
};

/** Copy of the /resources/insights page. */
export type InsightsPageContent = {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; description: string };
  search: BlogSearchCopy;
  featured: {
    eyebrow: string;
    readLabel: string;
    /** Heading over the list of the analysis's sections, beside the summary. */
    contentsTitle: string;
    share: ArticleShareCopy;
    /** Read aloud after the view and comment counts. */
    viewsLabel: string;
    commentsLabel: string;
  };
  topics: { title: string; description: string };
  library: {
    title: string;
    description: string;
    /** The first chip; shows every insight. */
    allLabel: string;
    /** Names the row of chips for screen readers. */
    categoriesLabel: string;
    /** Line above the cards; {count} and {total} are filled in. */
    summary: string;
    /** Link at the foot of each card. Screen readers hear the title after it. */
    readLabel: string;
    trendingLabel: string;
    viewsLabel: string;
    commentsLabel: string;
  };
  empty: BlogEmptyCopy;
  contributors: {
    title: string;
    description: string;
    /** After the number: "32 insights". */
    insightsLabel: string;
    /** After the number: "12.4k followers". */
    followersLabel: string;
  };
  newsletter: { title: string; description: string; submitLabel: string };
  cta: BlogCallToAction;
};

/** The insights article at /resources/insights/ai-predictions-2025. */
export type InsightArticleContent = {
  meta: PageMeta;
  /** The address of the page, e.g. "/resources/insights/ai-predictions-2025". */
  path: string;
  backLink: CallToAction;
  category: InsightCategory;
  title: string;
  /** The lead paragraph under the title. */
  excerpt: string;
  author: string;
  /** The author's job title, shown beside the name. */
  authorTitle: string;
  /** Publication date as ISO text. */
  publishDate: string;
  views: string;
  viewsLabel: string;
  share: {
    /** Heading over the share buttons. */
    title: string;
    /** Each button opens the network's share window. */
    networks: { network: ArticleSocialNetwork; label: string }[];
    /** Toast after opening a share window; {network} is filled in, e.g. "Sharing on Twitter!". */
    toast: string;
  };
  bookmark: ArticleBookmarkCopy;
  tocTitle: string;
  /** The article itself: headings, paragraphs, lists and quotes, top to bottom. */
  body: ArticleBlock[];
  cta: BlogCallToAction;
};
