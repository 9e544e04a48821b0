import type { HeroVisualContent } from "./art";
import type {
  CallToAction,
  CtaBand,
  IconName,
  PageContent,
  PageMeta,
  SectionContent,
  SectionIntro,
  Stat,
} from "./shared";

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

/**
 * One key benefit: a percentage and what it measures; the two read as one phrase ("95% reduction in …").
 * `value` must be a percentage, e.g. "95%"; `label` reads on from it, e.g. "reduction in fraud detection time".
 */
export type IndustryBenefit = Stat;

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

/** A section's own heading on an industry page; its anchor and eyebrow come from the template. */
type IndustrySectionHeading = Pick<SectionIntro, "title" | "description">;

/** What one industry module states: everything on /industries/{slug} that is not template copy. */
export type IndustryContent = {
  /** The last part of the address: /industries/{slug}. */
  slug: string;
  meta: PageMeta;
  card: IndustryCard;
  /** The hero's eyebrow, h1, lead and visual; its buttons come from the template. */
  hero: SectionIntro & HeroVisualContent;
  /** Four solution cards. */
  solutions: IndustrySectionHeading & { items: IndustrySolution[] };
  /** Key benefits, each with a percentage. */
  benefits: IndustrySectionHeading & { items: IndustryBenefit[] };
  /** Three success stories. */
  successStories: Pick<SectionIntro, "title"> & { items: IndustrySuccessStory[] };
  /** Six technologies. Leave out entirely and the page shows no technologies section. */
  technologies?: IndustrySectionHeading & { items: IndustryTechnology[] };
  /** The closing call to action's title and sentence; its buttons come from the template. */
  cta: Omit<CtaBand, "actions">;
};

/** Copy that reads the same on every industry page: section anchors, eyebrows and buttons. */
export type IndustryTemplate = {
  hero: { actions: CallToAction[] };
  solutions: Pick<SectionContent, "id" | "eyebrow">;
  benefits: Pick<SectionContent, "id" | "eyebrow">;
  successStories: Pick<SectionContent, "id" | "eyebrow" | "description"> & {
    /** The small heading above each story's results list. */
    resultsLabel: string;
  };
  technologies: Pick<SectionContent, "id" | "eyebrow">;
  cta: Pick<CtaBand, "actions">;
};

/** Everything one industry page shows: its industry module merged with the template. */
export type IndustryPageContent = IndustryContent & IndustryTemplate;

/** The /industries overview page; its cards come from each industry's `card`. */
export type IndustriesOverviewContent = PageContent & {
  grid: SectionContent & {
    /** Small heading above each card's features. */
    featuresLabel: string;
    /** Small heading above each card's technology tags. */
    technologiesLabel: string;
    /** The link at the bottom of each card. */
    linkLabel: string;
    /** One card per industry, each taken from the industry's own module. */
    items: IndustryCard[];
  };
};
