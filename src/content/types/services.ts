import type {
  CallToAction,
  DeliveryProcessContent,
  FeatureGridContent,
  IconFeature,
  PageContent,
  SectionContent,
  StatsContent,
  TechnologyStackContent,
} from "./shared";

/** The five core services offered on /services. */
export type CoreServiceId =
  | "ai-automation"
  | "performance-marketing"
  | "low-code-automation"
  | "app-development"
  | "web-development";

/** A core service card on /services (and a package on its detail page). */
export type CoreService = IconFeature & {
  /** The card's anchor on /services, e.g. /services#ai-automation. */
  id: CoreServiceId;
  /** A short line under the title. */
  subtitle: string;
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
export type ServicesPageContent = PageContent & {
  engagementModels: SectionContent & {
    /** Small heading before each model's `bestFor` sentence. */
    bestForLabel: string;
    items: EngagementModel[];
  };
  coreServices: SectionContent & {
    featuresLabel: string;
    technologiesLabel: string;
    /** On phones a card's features and technologies are folded away under this toggle. */
    detailsLabel: string;
    pricingLabel: string;
    deliveryLabel: string;
    /** The link text on each card ('Learn More'). */
    linkLabel: string;
    items: CoreService[];
  };
};

/** One service detail page, /services/{slug}; every page uses the same template. */
export type ServiceDetailPage = PageContent & {
  /** The last part of the address: /services/{slug}. */
  slug: string;
  /** The service's short name, e.g. "Performance Marketing". */
  title: string;
  /** Four headline results shown right under the hero; `title` is the small caption above them. */
  metrics: StatsContent;
  /** What the service delivers: six cards. */
  offerings: FeatureGridContent;
  /** Why it pays off: four benefits. */
  benefits: FeatureGridContent;
  /** The four-step process. */
  process: DeliveryProcessContent;
  /** Price and delivery time, read from the core services on /services by id. */
  packages: SectionContent & {
    serviceIds: CoreServiceId[];
    /** The button on each package card. */
    action: CallToAction;
  };
  technologies: TechnologyStackContent;
};
