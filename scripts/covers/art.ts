/**
 * Deterministic cover art for listing items (blog posts, insights, white papers, research
 * studies). The category picks the palette and the motif; the title seeds the composition, so
 * the same item always gets the same picture and two items of one category still differ. The
 * art carries no text (the card's title says what it is), so it needs no contrast rule, and its
 * deep palettes sit well on both the light and the dark theme.
 */
import { coverSize } from "../../src/lib/covers.ts";

export type CoverInput = { title: string; category: string };

type Palette = {
  /** The two ends of the background gradient. */
  from: string;
  to: string;
  /** Shape colours, brightest first. */
  ink: [string, string, string];
};

type Motif = "network" | "flow" | "growth" | "balance" | "pulse" | "bars";

type Family = { motif: Motif; palette: Palette; keywords: string[] };

/** Category words decide the family; the first family with a matching word wins. */
const families: Family[] = [
  {
    motif: "pulse",
    palette: { from: "#082f49", to: "#0e6ba8", ink: ["#e0f2fe", "#7dd3fc", "#fda4af"] },
    keywords: ["health", "medic", "clinic", "care", "pharma"],
  },
  {
    motif: "balance",
    palette: { from: "#2e1065", to: "#7e22ce", ink: ["#f5f3ff", "#d8b4fe", "#f9a8d4"] },
    keywords: ["ethic", "govern", "responsib", "accessib", "trust", "security", "privacy"],
  },
  {
    motif: "flow",
    palette: { from: "#042f2e", to: "#0f766e", ink: ["#f0fdfa", "#5eead4", "#fde68a"] },
    keywords: ["automat", "no-code", "low-code", "implement", "practice", "workflow", "guide"],
  },
  {
    motif: "growth",
    palette: { from: "#431407", to: "#c2410c", ink: ["#fff7ed", "#fdba74", "#fde68a"] },
    keywords: ["market", "value", "econom", "roi", "small business", "revenue", "sales"],
  },
  {
    motif: "bars",
    palette: { from: "#0f172a", to: "#1e4e79", ink: ["#f1f5f9", "#38bdf8", "#a3e635"] },
    keywords: ["research", "financ", "bank", "insur", "manufactur", "data", "industr"],
  },
  {
    motif: "network",
    palette: { from: "#1e1b4b", to: "#4338ca", ink: ["#eef2ff", "#a5b4fc", "#67e8f9"] },
    keywords: ["ai", "trend", "future", "technolog", "generative", "machine"],
  },
];

/** 32-bit FNV-1a: a stable number from a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function familyFor(category: string): Family {
  const words = category.toLowerCase();
  return (
    families.find((family) =>
      family.keywords.some((keyword) => new RegExp(`\\b${keyword}`).test(words)),
    ) ?? families[hashString(category) % families.length]!
  );
}

const { width: W, height: H } = coverSize;
const r = Math.round;

type Draw = { rand: () => number; ink: Palette["ink"]; left: boolean };

/** Where the motif sits: the right or left two thirds, leaving calm space beside it. */
function span({ rand, left }: Draw, margin = 80) {
  const x0 = left ? margin : W * 0.36;
  const x1 = left ? W * 0.64 : W - margin;
  return {
    x0,
    x1,
    at: (t: number) => x0 + (x1 - x0) * t,
    jitter: (n: number) => (rand() - 0.5) * n,
  };
}

function network(draw: Draw): string {
  const { rand, ink } = draw;
  const { at } = span(draw);
  const nodes = Array.from({ length: 9 + Math.floor(rand() * 6) }, () => ({
    x: r(at(rand())),
    y: r(90 + rand() * (H - 180)),
    size: r(9 + rand() * 16),
  }));
  const edges = new Set<string>();
  let lines = "";
  nodes.forEach((node, index) => {
    const nearest = nodes
      .map((other, j) => ({ j, d: (other.x - node.x) ** 2 + (other.y - node.y) ** 2 }))
      .filter(({ j }) => j !== index)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const { j } of nearest) {
      const key = [Math.min(index, j), Math.max(index, j)].join("-");
      if (edges.has(key)) continue;
      edges.add(key);
      lines += `M${node.x} ${node.y}L${nodes[j]!.x} ${nodes[j]!.y}`;
    }
  });
  const dots = nodes
    .map(
      (node, index) =>
        `<circle cx="${node.x}" cy="${node.y}" r="${node.size}" fill="${ink[index % 3]}"${index % 3 ? "" : ' fill-opacity=".9"'}/>`,
    )
    .join("");
  const hub = nodes[0]!;
  return `<path d="${lines}" stroke="${ink[1]}" stroke-opacity=".6" stroke-width="4" fill="none"/><circle cx="${hub.x}" cy="${hub.y}" r="${hub.size + 26}" fill="none" stroke="${ink[2]}" stroke-opacity=".7" stroke-width="4"/>${dots}`;
}

function flow(draw: Draw): string {
  const { rand, ink } = draw;
  const { at } = span(draw);
  const steps = 3 + Math.floor(rand() * 3);
  const boxes = Array.from({ length: steps }, (_, index) => ({
    x: r(at((index + 0.5) / steps) - 60),
    y: r(120 + rand() * (H - 330)),
  }));
  let shapes = "";
  boxes.forEach((box, index) => {
    const next = boxes[index + 1];
    if (next) {
      const mid = r((box.x + 120 + next.x) / 2);
      shapes += `<path d="M${box.x + 120} ${box.y + 45}C${mid} ${box.y + 45} ${mid} ${next.y + 45} ${next.x} ${next.y + 45}" stroke="${ink[1]}" stroke-width="5" fill="none" stroke-dasharray="10 10"/>`;
    }
    const fill = index === steps - 1 ? ink[2] : ink[0];
    shapes += `<rect x="${box.x}" y="${box.y}" width="120" height="90" rx="16" fill="${fill}" fill-opacity="${index === steps - 1 ? 0.95 : 0.14}" stroke="${ink[1]}" stroke-width="2"/><rect x="${box.x + 20}" y="${box.y + 24}" width="${r(40 + rand() * 50)}" height="10" rx="5" fill="${ink[1]}"/><rect x="${box.x + 20}" y="${box.y + 50}" width="${r(30 + rand() * 40)}" height="10" rx="5" fill="${ink[0]}" fill-opacity=".5"/>`;
  });
  return shapes;
}

function growth(draw: Draw): string {
  const { rand, ink } = draw;
  const { at } = span(draw);
  const count = 7 + Math.floor(rand() * 5);
  let y = H - 140 - rand() * 60;
  const points = Array.from({ length: count }, (_, index) => {
    y = Math.max(110, y - (rand() * 90 - 25));
    return [r(at(index / (count - 1))), r(y)] as const;
  });
  const line = points.map(([x, py], index) => `${index ? "L" : "M"}${x} ${py}`).join("");
  const first = points[0]!;
  const last = points.at(-1)!;
  const area = `${line}L${last[0]} ${H - 90}L${first[0]} ${H - 90}Z`;
  const bars = points
    .filter((_, index) => index % 2 === 0)
    .map(
      ([x]) =>
        `<rect x="${x - 14}" y="${r(H - 90 - 40 - rand() * 110)}" width="28" height="400" rx="6" fill="${ink[0]}" fill-opacity=".12"/>`,
    )
    .join("");
  return `${bars}<path d="${area}" fill="url(#a)"/><path d="${line}" stroke="${ink[1]}" stroke-width="8" fill="none" stroke-linejoin="round" stroke-linecap="round"/><circle cx="${last[0]}" cy="${last[1]}" r="18" fill="${ink[2]}"/><circle cx="${last[0]}" cy="${last[1]}" r="38" fill="none" stroke="${ink[2]}" stroke-opacity=".6" stroke-width="4"/>`;
}

function balance(draw: Draw): string {
  const { rand, ink } = draw;
  const { at } = span(draw);
  const cx = r(at(0.35 + rand() * 0.3));
  const cy = r(H / 2 + (rand() - 0.5) * 120);
  const rings = Array.from({ length: 4 }, (_, index) => {
    const radius = 70 + index * 55;
    const dash = r(20 + rand() * 120);
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${ink[index % 2 ? 1 : 0]}" stroke-opacity="${0.7 - index * 0.12}" stroke-width="${index ? 4 : 6}"${index % 2 ? ` stroke-dasharray="${dash} 14"` : ""}/>`;
  }).join("");
  const orbiters = Array.from({ length: 5 }, (_, index) => {
    const angle = rand() * Math.PI * 2;
    const radius = 70 + (index % 4) * 55;
    return `<circle cx="${r(cx + Math.cos(angle) * radius)}" cy="${r(cy + Math.sin(angle) * radius)}" r="${r(7 + rand() * 8)}" fill="${ink[index % 3]}"/>`;
  }).join("");
  const offset = r(26 + rand() * 20);
  return `${rings}<circle cx="${cx - offset}" cy="${cy}" r="48" fill="${ink[1]}" fill-opacity=".35"/><circle cx="${cx + offset}" cy="${cy}" r="48" fill="${ink[2]}" fill-opacity=".35"/>${orbiters}`;
}

function pulse(draw: Draw): string {
  const { rand, ink } = draw;
  const { x0, x1, at } = span(draw, 60);
  const base = r(H / 2 + (rand() - 0.5) * 100);
  const beats = 2 + Math.floor(rand() * 2);
  let d = `M${r(x0)} ${base}`;
  for (let beat = 0; beat < beats; beat++) {
    const x = at((beat + 0.3) / beats);
    const h = 90 + rand() * 120;
    d += `L${r(x)} ${base}L${r(x + 18)} ${r(base - h * 0.35)}L${r(x + 40)} ${r(base + h * 0.5)}L${r(x + 64)} ${r(base - h)}L${r(x + 88)} ${r(base + h * 0.3)}L${r(x + 104)} ${base}`;
  }
  d += `L${r(x1)} ${base}`;
  const crosses = Array.from({ length: 3 }, (_, index) => {
    const x = r(at(0.15 + rand() * 0.7));
    const y = r(index % 2 ? base - 150 - rand() * 60 : base + 120 + rand() * 60);
    const s = r(12 + rand() * 10);
    return `<path d="M${x - s} ${y}H${x + s}M${x} ${y - s}V${y + s}" stroke="${ink[index === 0 ? 2 : 1]}" stroke-width="8" stroke-linecap="round"/>`;
  }).join("");
  return `<path d="${d}" stroke="${ink[1]}" stroke-opacity=".35" stroke-width="16" fill="none" stroke-linejoin="round"/><path d="${d}" stroke="${ink[0]}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>${crosses}`;
}

function bars(draw: Draw): string {
  const { rand, ink } = draw;
  const { at } = span(draw);
  const count = 9 + Math.floor(rand() * 6);
  const floor = H - 100;
  const heights = Array.from({ length: count }, () => 60 + rand() * 300);
  const step = (at(1) - at(0)) / count;
  const width = r(step * 0.6);
  const top = Math.max(...heights);
  const rects = heights
    .map(
      (h, index) =>
        `<rect x="${r(at(0) + index * step)}" y="${r(floor - h)}" width="${width}" height="${r(h)}" rx="6" fill="${h === top ? ink[2] : ink[1]}" fill-opacity="${h === top ? 1 : 0.35 + (index / count) * 0.5}"/>`,
    )
    .join("");
  const trend = heights
    .map(
      (h, index) =>
        `${index ? "L" : "M"}${r(at(0) + index * step + width / 2)} ${r(floor - h - 40 - rand() * 30)}`,
    )
    .join("");
  return `${rects}<path d="${trend}" stroke="${ink[0]}" stroke-width="5" fill="none" stroke-dasharray="2 12" stroke-linecap="round"/><path d="M${r(at(0))} ${floor}H${r(at(1))}" stroke="${ink[0]}" stroke-opacity=".5" stroke-width="2"/>`;
}

const motifs: Record<Motif, (draw: Draw) => string> = {
  network,
  flow,
  growth,
  balance,
  pulse,
  bars,
};

/** The cover of one item as an SVG document, 1200 by 630. */
export function coverSvg({ title, category }: CoverInput): string {
  const family = familyFor(category);
  const rand = random(hashString(`${category}\u0000${title}`));
  const { from, to, ink } = family.palette;
  const left = rand() < 0.5;
  const angle = r(rand() * 60);
  const glow = { x: r(left ? W * 0.2 + rand() * 200 : W * 0.8 - rand() * 200), y: r(rand() * H) };
  const art = motifs[family.motif]({ rand, ink, left });
  // Calm space beside the motif: a few soft discs and a faint dot grid.
  const discs = Array.from({ length: 3 }, () => {
    const x = r(left ? W * 0.72 + rand() * W * 0.25 : rand() * W * 0.28);
    return `<circle cx="${x}" cy="${r(rand() * H)}" r="${r(40 + rand() * 140)}" fill="${ink[1]}" fill-opacity=".08"/>`;
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="b" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${ink[1]}" stop-opacity=".45"/><stop offset="1" stop-color="${ink[1]}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="a" x2="0" y2="1"><stop offset="0" stop-color="${ink[1]}" stop-opacity=".5"/><stop offset="1" stop-color="${ink[1]}" stop-opacity="0"/></linearGradient>` +
    `<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="${ink[0]}" fill-opacity=".14"/></pattern></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#b)"/><rect width="${W}" height="${H}" fill="url(#p)"/>` +
    `<circle cx="${glow.x}" cy="${glow.y}" r="420" fill="url(#g)"/>${discs}${art}</svg>`
  );
}
