import type { HeroVisualContent } from "./art";

/** Title and description for the browser tab, search results and link previews. */
export type PageMeta = {
  /** Shown in the browser tab and as the search-result headline. Describe the page, not the brand. */
  title: string;
  /** One or two sentences for search results and link previews (50-160 characters). */
  description: string;
};

/** A button-styled link. `href` is a route of the site (or "#section-id" on the same page). */
export type CallToAction = { label: string; href: string };

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
  | "life-buoy"
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

/** A headline number with its label, e.g. "50+" and "Developers". */
export type Stat = {
  /** The figure, shown large, e.g. "50+" or "11M+". */
  value: string;
  /** What the figure counts, reading on from the value, e.g. "Developers". */
  label: string;
  /** An optional short line under the label. */
  detail?: string;
  /** An optional icon shown above the figure (stat cards only). */
  icon?: IconName;
};

/** A card with an icon, a title and a short description. */
export type IconFeature = {
  icon: IconName;
  title: string;
  /** One or two sentences under the title. */
  description: string;
};

/** The heading block that opens a section: an optional eyebrow, the h2 and a lead. */
export type SectionIntro = {
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  /** One or two sentences under the title. */
  description?: string;
};

/** A section's heading plus its anchor: every section on a page has a stable id ("/#faq"). */
export type SectionContent = SectionIntro & {
  /** The section's anchor, e.g. "faq" for /#faq. Hero buttons may point at "#" plus this id. */
  id: string;
};

/** A band of headline figures; the heading is optional (some bands show a caption or nothing). */
export type StatsContent = Partial<SectionIntro> & {
  /** The section's anchor, e.g. "stats". */
  id: string;
  items: Stat[];
};

/** A grid of icon cards under a section heading. */
export type FeatureGridContent<Item extends IconFeature = IconFeature> = SectionContent & {
  items: Item[];
};

/** The top of a page: its only h1, a lead, up to two calls to action and an optional visual. */
export type PageHeroContent = SectionIntro & HeroVisualContent & { actions?: CallToAction[] };

/** The closing call-to-action band: a title, a sentence and its buttons. */
export type CtaBand = {
  /** The band's anchor; defaults to "get-started". */
  id?: string;
  title: string;
  description?: string;
  actions: CallToAction[];
};

/** What a page with a hero and a closing call-to-action band carries besides its own sections. */
export type PageContent = {
  meta: PageMeta;
  hero: PageHeroContent;
  /** The closing call to action. */
  cta: CtaBand;
};

/** A toast's text: a bold title and an optional sentence under it. */
export type ToastText = { title: string; description?: string };

/** What a filtered list shows when nothing matches, and its button that clears the filters. */
export type EmptyStateCopy = { title: string; description: string; clearLabel: string };

/** One step of a delivery process. Steps are shown in the order of `step`. */
export type DeliveryStep = {
  /** 1, 2, 3, 4: shown as the step's number. */
  step: number;
  title: string;
  description: string;
  /** Typical length of the step, e.g. "1-2 weeks". */
  duration?: string;
};

/** A numbered delivery process (home and the service pages). */
export type DeliveryProcessContent = SectionContent & { steps: DeliveryStep[] };

/** One tile of a technology grid. */
export type TechnologyStackItem = {
  name: string;
  /** What kind of technology it is, e.g. "Machine Learning". */
  category: string;
  icon: IconName;
};

/** A grid of technology tiles (home and the service pages). */
export type TechnologyStackContent = SectionContent & { items: TechnologyStackItem[] };
