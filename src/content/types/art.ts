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
