/**
 * Which motif, tone and placement each cover gets, decided for all covers together: the
 * subject proposes motifs (a shield for security, a pulse for health; growth only ever gets a
 * chart that rises), and the listings (listings.ts) dispose, so that no two neighbouring cards
 * and no two covers on one page look alike. Pure and deterministic: the same content always
 * gives the same covers.
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

/**
 * A look for every item: in the order the items are given, each takes the best-fitting motif
 * (less used ones first among equals) and tone that break no rule against covers already
 * decided. Throws when a cover has no look left, so a build never ships a repeat.
 */
export function assignLooks(
  items: readonly (Subject & { key: CoverKey })[],
  views: CoverViews,
): Map<CoverKey, CoverLook> {
  const rules = rulesOf(views);
  const looks = new Map<CoverKey, CoverLook>();
  const used = new Map<string, number>();
  for (const item of items) {
    const seed = hashString(item.key);
    const kind = item.key.split("/")[0]!;
    const ranked = motifsFor(item)
      .map((motif, rank) => ({ motif, cost: rank + 1.5 * (used.get(`${kind}:${motif}`) ?? 0) }))
      .sort((a, b) => a.cost - b.cost)
      .map(({ motif }) => motif);
    const tones = paletteNames.map(
      (_, index) => paletteNames[(index + seed) % paletteNames.length]!,
    );
    const mine = rules.get(item.key) ?? [];
    const fits = (motif: Motif, palette: PaletteName) =>
      mine.every(({ other, ...rule }) => {
        const look = looks.get(other);
        if (!look) return true;
        if (rule.motif && look.motif === motif) return false;
        if (rule.palette && look.palette === palette) return false;
        return !(rule.look && look.motif === motif && look.palette === palette);
      });
    let chosen: { motif: Motif; palette: PaletteName } | undefined;
    for (const motif of ranked) {
      const palette = tones.find((tone) => fits(motif, tone));
      if (palette) {
        chosen = { motif, palette };
        break;
      }
    }
    if (!chosen)
      throw new Error(`No cover look left for ${item.key}: add a motif or relax a listing`);
    const neighbours = mine
      .filter((rule) => rule.palette)
      .map(({ other }) => looks.get(other)?.placement);
    const placement = views.centred.includes(item.key)
      ? "center"
      : (placements
          .map((_, index) => placements[(index + seed) % placements.length]!)
          .find((candidate) => !neighbours.includes(candidate)) ?? placements[0]);
    looks.set(item.key, { ...chosen, placement });
    used.set(`${kind}:${chosen.motif}`, (used.get(`${kind}:${chosen.motif}`) ?? 0) + 1);
  }
  return looks;
}
