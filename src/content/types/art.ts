/**
 * Visuals content can name. The art itself is drawn in src/components/art/ (inline SVG,
 * themed by the colour tokens); content only picks it by key.
 */

/** The picture beside a page's hero: one per page family (`visual: "workflow"`). */
export type HeroVisualName =
  | "home"
  | "services"
  | "workflow"
  | "dashboard"
  | "devices"
  | "browser"
  | "industries"
  | "healthcare"
  | "finance"
  | "retail"
  | "manufacturing"
  | "technology"
  | "government"
  | "about"
  | "case-studies"
  | "contact"
  | "resources";

/** What a hero with a picture adds: the visual's key. Without it the hero is centred text. */
export type HeroVisualContent = {
  /** The drawing beside the hero's copy (split layout); leave out for a centred hero. */
  visual?: HeroVisualName;
};

/**
 * A case study's headline result drawn as a small before/after chart. Use only figures the
 * story states: an indexed baseline (100) is fine when only the change is known.
 */
export type ResultChart = {
  /** What the bars measure, shown above them, e.g. "Unplanned downtime (index)". */
  metric: string;
  /** The headline figure shown large, e.g. "-42%". */
  figure: string;
  /** Read aloud instead of the drawing: the whole result in one sentence. */
  summary: string;
  /** Two to three bars in order, e.g. before and after. The last one is highlighted. */
  bars: { label: string; value: number; display: string }[];
};

/** An illustrated portrait, described by a few traits (no photos). */
export type PortraitTraits = {
  /** Skin tone, light to deep. */
  skin: "light" | "fair" | "tan" | "brown" | "deep";
  hair: "short" | "bun" | "curly" | "bob" | "long" | "buzz";
  hairColor: "black" | "brown" | "blonde" | "auburn" | "grey";
  glasses?: boolean;
  beard?: boolean;
  /** The top they wear, drawn in a theme colour. */
  top: "blazer" | "sweater" | "shirt" | "turtleneck";
};

/** A fictional client's wordmark in the logo strip: a drawn symbol beside its name. */
export type ClientWordmark = {
  /** The (fictional) company name, shown as the wordmark's text. */
  name: string;
  /** The symbol drawn before the name. */
  mark: "orbit" | "peak" | "leaf" | "stack" | "wave" | "hex" | "spark" | "arch";
  /** The lettering: each client gets its own. */
  style: "serif" | "mono" | "caps" | "bold" | "light" | "italic";
};

/*
 * The words inside the drawings (src/content/art/): each drawing's own record, so an editor
 * changes a drawing's text here, never in its component. Figures a drawing shares with its
 * page are read from the page's content, not repeated here. (A mock window's name is its
 * `caption` and a line's words its `text`: none of them is a heading of the page.)
 */

/** A line of a mock screen: what it says and a detail under it. */
export type ArtLine = { text: string; detail: string };
/** A labelled value on one row: a field and its result, an item and its price. */
export type ArtPair = { label: string; value: string };

/** An invented client a drawing shows: a name that belongs to its industry, never a real company. */
export type InventedClient = {
  /** The short name, as a logo or a signature shows it. */
  name: string;
  fullName?: string;
  /** The web address of its site, without the scheme. */
  domain?: string;
  /** A person at the client, by first name. */
  contact?: string;
};

export type InvoiceApprovalArt = {
  caption: string;
  status: string;
  /** Each step's `brief` is its detail in the home page's smaller version. */
  arrives: ArtLine & { brief: string };
  check: ArtLine & { brief: string };
  exception: ArtLine & { approve: string; ask: string };
  posted: ArtLine;
};

export type BrowserArt = {
  address: string;
  brand: string;
  nav: string[];
  headline: string;
  subline: string;
  primaryButton: string;
  secondaryButton: string;
  collections: string[];
};

export type DashboardArt = {
  caption: string;
  status: string;
  chartLabel: string;
  /** The three channels, largest share first. */
  channels: [string, string, string];
  alert: string;
};

export type DevicesArt = {
  greeting: string;
  customer: string;
  order: ArtLine;
  listLabel: string;
  favorites: ArtPair[];
};

export type FinanceArt = {
  caption: string;
  status: string;
  payment: ArtLine;
  /** Held, asked, explained: three steps in order. */
  steps: [ArtLine, ArtLine, ArtLine];
  risk: ArtPair;
};

export type GovernmentArt = {
  caption: string;
  application: ArtLine;
  checks: ArtPair[];
  missing: ArtPair;
  followUp: string;
  routed: ArtLine;
};

export type HealthcareArt = {
  caption: string;
  count: string;
  flagged: ArtLine & { status: string };
  worklist: ArtPair[];
  review: ArtLine & { confirm: string; dismiss: string };
};

export type ManufacturingArt = {
  caption: string;
  status: string;
  chart: ArtLine;
  workOrder: ArtLine;
};

export type RetailArt = {
  caption: string;
  shopper: string;
  topPick: string;
  /** Three picks; the first carries the top-pick tag. */
  picks: [ArtPair, ArtPair, ArtPair];
  forecast: { label: string; status: string };
};

export type TechnologyArt = {
  caption: string;
  status: string;
  ticket: ArtLine & { tags: string[] };
  answer: { label: string; text: string };
  reply: string;
};

export type ContactArt = {
  caption: string;
  /** The day the mock calendar shows. */
  day: string;
  /** Free times on that day; `picked` is the index of the chosen one. */
  slots: string[];
  picked: number;
  timeZone: string;
  call: string;
  confirm: string;
  /** Under the reply time (read from the page's own "What to Expect"). */
  replyLabel: string;
};

export type CaseStudiesArt = {
  caption: string;
};

export type ServicesArt = {
  caption: string;
};

export type IndustriesArt = {
  caption: string;
};

export type AboutArt = {
  caption: string;
};

export type ResourcesArt = {
  caption: string;
};
