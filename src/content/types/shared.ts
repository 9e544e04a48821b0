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

/** A card with an icon, a title and a short description. */
export type IconFeature = {
  icon: IconName;
  title: string;
  /** One or two sentences under the title. */
  description: string;
};
