import type { ClientWordmark, ResultChart } from "./art";
import type {
  CallToAction,
  DeliveryProcessContent,
  FeatureGridContent,
  IconFeature,
  PageContent,
  SectionContent,
  Stat,
  TechnologyStackContent,
} from "./shared";

/** A market figure in the home page's About section, with where it comes from. */
export type HomeMarketFigure = {
  /** The figure, shown large, e.g. "$15.7T". */
  value: string;
  /** What the figure measures, one sentence. */
  label: string;
  /** The publisher of the figure, shown small under it. */
  source: string;
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
  /** The figure drawn as before and after bars, in the lead tile on wide screens. */
  chart?: ResultChart;
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
  /** The headline result as a small chart (with its sentence for screen readers). */
  chart: ResultChart;
  /** Where the card's link leads: its full story, "/case-studies#<story id>", or "/case-studies#case-studies" (the list) when it has none. */
  href: string;
};

/** One question of an FAQ list. */
export type FaqEntry = {
  question: string;
  /** Plain text, shown as one paragraph; also sent to search engines as FAQ structured data. */
  answer: string;
};

/** The home page (/), section by section. Each section's `id` is also its anchor (/#faq). */
export type HomePageContent = PageContent & {
  hero: {
    /** The three headline numbers under the buttons. */
    stats: Stat[];
  };
  /** The strip of client wordmarks under the hero; its heading is the eyebrow-sized title. */
  clients: Pick<SectionContent, "id" | "title"> & { items: ClientWordmark[] };
  about: SectionContent & {
    /** Short paragraphs beside the market figures. */
    paragraphs: string[];
    /** Three short points shown as a checklist. */
    points: string[];
    /** Three market figures. */
    figures: HomeMarketFigure[];
    action: CallToAction;
  };
  services: LinkCardGridContent & {
    items: HomeServiceCard[];
  };
  process: DeliveryProcessContent;
  industries: LinkCardGridContent & {
    items: HomeIndustryCard[];
  };
  caseStudies: SectionContent & {
    /** Small heading above each card's results. */
    resultsLabel: string;
    /** The link text on each case study card. */
    linkLabel: string;
    /** The cards (src/content/home/case-study-highlights.ts). */
    items: CaseStudyHighlight[];
  };
  reasons: FeatureGridContent<HomeReason>;
  testimonials: SectionContent & {
    /** Read aloud for the stars; {rating} is replaced by the number, e.g. "Rated {rating} out of 5". */
    ratingLabel: string;
    /** The quotes (src/content/home/testimonials.ts). */
    items: ClientTestimonial[];
  };
  technologies: TechnologyStackContent;
  faq: SectionContent & {
    /** The questions (src/content/home/faq.ts); also sent to search engines as FAQ data. */
    items: FaqEntry[];
  };
};

/** A grid of cards that each lead to a page, and one button under them. */
export type LinkCardGridContent = SectionContent & {
  /** The link text at the bottom of each card. */
  linkLabel: string;
  items: LinkCard[];
  /** The button under the cards ('Book a Demo'). */
  action: CallToAction;
};

/** A card that leads to a page, with an optional checklist of highlights. */
export type LinkCard = IconFeature & {
  href: string;
  /** Three short capabilities, shown as a checklist. */
  highlights?: string[];
  /** A result from the linked page, shown on the bento's wide cards (the service's metrics). */
  figure?: Stat;
};
