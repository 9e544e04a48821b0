/**
 * Which motif, tone and placement each cover gets. Each item's look is its own: the look
 * recorded for it in choices.ts, or one hashed from its key among the motifs its subject
 * proposes (a shield for security, a pulse for health; growth only ever gets a chart that
 * rises). Adding, removing or reordering items never changes another item's cover. The
 * listings (listings.ts) only judge: a cover too like a neighbour's is a warning naming the
 * item to change and a look that fits, never a failed build.
 */
import {
  hashString,
  motifNames,
  placements,
  risingMotifs,
  type Motif,
  type Placement,
} from "./art.ts";
import { paletteNames, type PaletteName } from "./palette.ts";
import type { CoverKey, CoverViews } from "./listings.ts";

export type CoverLook = { motif: Motif; palette: PaletteName; placement: Placement };

export type Subject = { title: string; category: string };

/** Word beginnings that make a motif fit a subject (matched in the title and the category). */
const subjects: Record<Motif, string[]> = {
  network: ["generative", "machine learning", "neural", "intelligen", "agent", "enterprise ai"],
  pipeline: [
    "automat",
    "workflow",
    "orchestrat",
    "rpa",
    "robotic",
    "process",
    "no-code",
    "low-code",
    "bots",
    "operations",
  ],
  bars: ["growth", "growing", "revenue", "adoption", "benchmark", "impact", "sales", "spend"],
  line: [
    "roi",
    "return",
    "pay back",
    "payback",
    "value",
    "measur",
    "cost",
    "econom",
    "budget",
    "revenue",
  ],
  steps: [
    "scal",
    "transformation",
    "implementation",
    "pilot",
    "production",
    "growing",
    "small business",
  ],
  dashboard: ["analytics", "measur", "metric", "benchmark", "predictive", "performance", "impact"],
  orbit: ["trend", "future", "prediction", "quantum", "revolution", "watch", "edge"],
  matrix: ["data", "quality", "imaging", "segmentation", "scan", "reads"],
  shield: [
    "security",
    "cyber",
    "threat",
    "fraud",
    "risk",
    "trust",
    "insurance",
    "bank",
    "financial",
    "governance",
  ],
  pulse: ["health", "medic", "clinic", "care", "telemedicine", "patient", "triage"],
  documents: ["guide", "playbook", "document", "paper", "content", "voice"],
  balance: [
    "ethic",
    "bias",
    "fair",
    "transparen",
    "responsib",
    "accountab",
    "explainab",
    "decision",
  ],
  scatter: ["segment", "customer", "market research", "personaliz", "accessib", "companies"],
  layers: [
    "scal",
    "architecture",
    "platform",
    "infrastructure",
    "stack",
    "foundation",
    "production",
    "edge",
    "inference",
    "cloud",
  ],
  molecule: ["drug", "discovery", "pharma", "molecul"],
  target: ["marketing", "performance", "targeting", "campaign", "detect", "precision", "threat"],
  gauge: ["test", "validat", "maintenance", "monitor", "reliab", "faster", "manufactur"],
};

/** Motifs that fit any subject, for when the fitting ones are taken nearby. */
const anySubject: readonly Motif[] = [
  "network",
  "orbit",
  "layers",
  "scatter",
  "matrix",
  "documents",
  "gauge",
  "target",
  "pipeline",
];

const growthWords =
  /\b(growth|growing|roi|revenue|return|pay ?back|value|cost|econom|budget|impact)/;

const matches = (text: string, word: string) => new RegExp(`\\b${word}`).test(text);

/** Whether the subject is about growth (revenue, returns, value): its cover must rise. */
export function isGrowth({ title, category }: Subject): boolean {
  return growthWords.test(`${title} ${category}`.toLowerCase());
}

/** The motifs that fit a subject, best first; a growth subject gets only rising charts. */
export function motifsFor(subject: Subject): Motif[] {
  const title = subject.title.toLowerCase();
  const category = subject.category.toLowerCase();
  const score = (motif: Motif) =>
    subjects[motif].reduce(
      (sum, word) => sum + (matches(title, word) ? 2 : 0) + (matches(category, word) ? 1 : 0),
      0,
    );
  const allowed = isGrowth(subject)
    ? [...risingMotifs]
    : motifNames.filter((m) => !risingMotifs.includes(m) || score(m) > 0);
  const fitting = allowed.filter((motif) => score(motif) > 0).sort((a, b) => score(b) - score(a));
  const fallback = isGrowth(subject) ? allowed : anySubject;
  return [...new Set([...fitting, ...fallback.filter((motif) => allowed.includes(motif))])];
}

type Rule = { other: CoverKey; motif: boolean; palette: boolean; look: boolean };

/** For each cover, the covers it must not resemble, and how. */
function rulesOf(views: CoverViews): Map<CoverKey, Rule[]> {
  const rules = new Map<CoverKey, Rule[]>();
  const add = (key: CoverKey, rule: Rule) => {
    if (key === rule.other) return;
    rules.set(key, [...(rules.get(key) ?? []), rule]);
  };
  for (const { keys, reach, tones } of views.orders)
    keys.forEach((key, index) => {
      keys.forEach((other, j) => {
        const distance = Math.abs(index - j);
        if (distance === 0 || distance > reach) return;
        add(key, { other, motif: true, palette: tones && distance === 1, look: false });
      });
    });
  for (const { keys } of views.pages)
    for (const key of keys)
      for (const other of keys) add(key, { other, motif: false, palette: false, look: true });
  return rules;
}

/** The look an item gets with no recorded choice: hashed from its own key, so no other item moves it. */
export function hashedLook(item: Subject & { key: CoverKey }): CoverLook {
  const seed = hashString(item.key);
  const fitting = motifsFor(item).slice(0, 3);
  return {
    motif: fitting[seed % fitting.length]!,
    palette: paletteNames[(seed >>> 8) % paletteNames.length]!,
    placement: placements[(seed >>> 16) % placements.length]!,
  };
}

/**
 * A look for every item, each decided by the item alone: its recorded choice (choices.ts)
 * over its hashed look; a cover a panel crops (a featured one) sits centred.
 */
export function assignLooks(
  items: readonly (Subject & { key: CoverKey })[],
  views: Pick<CoverViews, "centred">,
  choices: Readonly<Record<CoverKey, Partial<CoverLook>>> = {},
): Map<CoverKey, CoverLook> {
  return new Map(
    items.map((item) => {
      const look = { ...hashedLook(item), ...choices[item.key] };
      if (views.centred.includes(item.key)) look.placement = "center";
      return [item.key, look];
    }),
  );
}

/** A cover that looks too much like a neighbour's: a warning, with the item to change and how. */
export type CoverClash = {
  key: CoverKey;
  other: CoverKey;
  /** What they share: "motif" (up to three cards apart), "tone" (next door), "look" (one page). */
  shared: "motif" | "tone" | "look";
  /** A look for `key` that breaks no rule, when one exists. */
  suggestion?: Pick<CoverLook, "motif" | "palette">;
};

/**
 * The variety rules over the listings (no shared motif up to three cards apart, no shared
 * tone next door, no two alike on one page), as warnings: each names the cover to change,
 * the one without a recorded choice (a new item) before one with, and a look that fits.
 */
export function coverClashes(
  items: readonly (Subject & { key: CoverKey })[],
  views: CoverViews,
  looks: ReadonlyMap<CoverKey, CoverLook>,
  choices: Readonly<Record<CoverKey, Partial<CoverLook>>> = {},
): CoverClash[] {
  const rules = rulesOf(views);
  const byKey = new Map(items.map((item) => [item.key, item]));
  const broken = (key: CoverKey, motif: Motif, palette: PaletteName) =>
    (rules.get(key) ?? []).flatMap(({ other, ...rule }): Pick<CoverClash, "other" | "shared">[] => {
      const look = looks.get(other);
      if (!look) return [];
      if (rule.motif && look.motif === motif) return [{ other, shared: "motif" }];
      if (rule.palette && look.palette === palette) return [{ other, shared: "tone" }];
      if (rule.look && look.motif === motif && look.palette === palette)
        return [{ other, shared: "look" }];
      return [];
    });
  const clashes = new Map<string, CoverClash>();
  for (const item of items) {
    const look = looks.get(item.key);
    if (!look) continue;
    for (const { other, shared } of broken(item.key, look.motif, look.palette)) {
      const recorded = (key: CoverKey) => key in choices;
      // Blame the unrecorded one; between equals, the one later in the content.
      const blamed =
        recorded(item.key) !== recorded(other)
          ? recorded(item.key)
            ? other
            : item.key
          : [...byKey.keys()].indexOf(item.key) > [...byKey.keys()].indexOf(other)
            ? item.key
            : other;
      const partner = blamed === item.key ? other : item.key;
      const id = `${blamed} ${partner}`;
      if (clashes.has(id) || !byKey.has(blamed)) continue;
      const subject = byKey.get(blamed)!;
      const suggestion = motifsFor(subject)
        .flatMap((motif) => paletteNames.map((palette) => ({ motif, palette })))
        .find(({ motif, palette }) => broken(blamed, motif, palette).length === 0);
      clashes.set(id, { key: blamed, other: partner, shared, suggestion });
    }
  }
  return [...clashes.values()];
}

/** How many cards of a listing the variety rule looks at, and how many pictures they show. */
const varietyCards = 9;
const varietyMotifs = 7;

/** A full listing whose first nine cards show fewer than seven pictures: a warning. */
export type SameyListing = {
  /** The listing, as listings.ts names it. */
  order: string;
  /** How many pictures its first nine cards show. */
  motifs: number;
  /** The cover to change: one that repeats a picture, a new item (no recorded look) first. */
  key: CoverKey;
  /** A picture that fits the item and none of those nine cards shows, when one exists. */
  suggestion?: Motif;
};

/**
 * The variety rule over full listings (a listing of nine shows at least seven pictures), as
 * warnings naming the cover to change and a picture that fits it.
 */
export function sameyListings(
  items: readonly (Subject & { key: CoverKey })[],
  views: Pick<CoverViews, "orders">,
  looks: ReadonlyMap<CoverKey, CoverLook>,
  choices: Readonly<Record<CoverKey, Partial<CoverLook>>> = {},
): SameyListing[] {
  const byKey = new Map(items.map((item) => [item.key, item]));
  return views.orders.flatMap(({ name, keys, tones }): SameyListing[] => {
    if (!tones) return []; // a full listing, not one filtered by a facet
    const first = keys.slice(0, varietyCards).filter((key) => looks.has(key));
    const shown = first.map((key) => looks.get(key)!.motif);
    const motifs = new Set(shown).size;
    if (motifs >= Math.min(varietyMotifs, first.length)) return [];
    const repeating = first.filter(
      (_, index) => shown.filter((motif) => motif === shown[index]).length > 1,
    );
    const key = repeating.find((candidate) => !(candidate in choices)) ?? repeating.at(-1)!;
    const subject = byKey.get(key);
    const suggestion = subject && motifsFor(subject).find((motif) => !shown.includes(motif));
    return [{ order: name, motifs, key, suggestion }];
  });
}
