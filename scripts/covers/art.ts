/**
 * The drawings of the covers: seventeen motifs, each a small abstract picture of a subject
 * (a pipeline for automation, a shield for security, a line that rises for returns), drawn in
 * one of the brand's tones (palette.ts) for the light or the dark theme. Which motif and tone
 * an item gets is decided over whole listings in looks.ts; the title only seeds the details.
 * The art carries no text (the card's title says what it is).
 */
import { coverSize } from "../../src/lib/covers.ts";
import type { Palette } from "./palette.ts";

export const motifNames = [
  "network",
  "pipeline",
  "bars",
  "line",
  "steps",
  "dashboard",
  "orbit",
  "matrix",
  "shield",
  "pulse",
  "documents",
  "balance",
  "scatter",
  "layers",
  "molecule",
  "target",
  "gauge",
] as const;
export type Motif = (typeof motifNames)[number];

/** The motifs that chart a trend; they always rise, so they alone may stand for growth. */
export const risingMotifs: readonly Motif[] = ["bars", "line", "steps", "dashboard"];

/** Where the motif sits: its frame's left edge and scale. */
export const placements = ["right", "left", "center"] as const;
export type Placement = (typeof placements)[number];

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
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const { width: W, height: H } = coverSize;
const r = Math.round;

/** Every motif is drawn in a frame 520 wide and 420 high, then placed on the cover. */
const FW = 520;

type Kit = { rand: () => number; p: Palette };

/** Attribute strings for the recurring looks. */
/** Strokes are drawn a quarter heavier than named: a card shows a cover at a third of its size. */
const line = (color: string, width: number, extra = "") =>
  `fill="none" stroke="${color}" stroke-width="${r(width * 1.25)}" stroke-linecap="round" stroke-linejoin="round"${extra}`;
const panel = ({ p }: Kit) => `fill="${p.surface}" fill-opacity="${p.veil}"`;
const pathOf = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y], index) => `${index ? "L" : "M"}${r(x)} ${r(y)}`).join("");

function network(k: Kit): string {
  const { rand, p } = k;
  const nodes: [number, number][] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++)
      if (rand() > 0.15)
        nodes.push([
          r(60 + col * 133 + (rand() - 0.5) * 70),
          r(70 + row * 140 + (rand() - 0.5) * 60),
        ]);
  let edges = "";
  nodes.forEach(([x, y], index) => {
    const nearest = nodes
      .map(([ox, oy], j) => ({ j, d: (ox - x) ** 2 + (oy - y) ** 2 }))
      .filter(({ j }) => j > index)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const { j } of nearest) edges += `M${x} ${y}L${nodes[j]![0]} ${nodes[j]![1]}`;
  });
  const hub = Math.floor(rand() * nodes.length);
  const dots = nodes
    .map(([x, y], index) =>
      index === hub
        ? `<circle cx="${x}" cy="${y}" r="50" ${line(p.accent, 4)} stroke-opacity=".6"/><circle cx="${x}" cy="${y}" r="27" fill="${p.accent}"/>`
        : `<circle cx="${x}" cy="${y}" r="${index % 3 ? 17 : 24}" ${index % 3 ? `fill="${p.ink}"` : `${panel(k)} stroke="${p.ink}" stroke-width="5"`}/>`,
    )
    .join("");
  return `<path d="${edges}" ${line(p.ink, 5)} stroke-opacity=".5"/>${dots}`;
}

function pipeline(k: Kit): string {
  const { rand, p } = k;
  const count = rand() < 0.35 ? 4 : 3;
  const step = FW / count;
  const size = count === 3 ? 124 : 104;
  const boxes = Array.from({ length: count }, (_, index) => ({
    x: r(index * step + (step - size) / 2),
    y: r(150 + (index % 2 ? -1 : 1) * (20 + rand() * 50)),
  }));
  let out = "";
  boxes.forEach((box, index) => {
    const next = boxes[index + 1];
    if (next) {
      const mid = r((box.x + size + next.x) / 2);
      out += `<path d="M${box.x + size} ${box.y + size / 2}C${mid} ${box.y + size / 2} ${mid} ${next.y + size / 2} ${next.x - 12} ${next.y + size / 2}" ${line(p.ink, 5)} stroke-dasharray="2 12"/><path d="M${next.x - 24} ${next.y + size / 2 - 12}l12 12-12 12" ${line(p.ink, 5)}/>`;
    }
    const last = index === count - 1;
    out += `<rect x="${box.x}" y="${box.y}" width="${size}" height="${size}" rx="20" ${last ? `fill="${p.accent}"` : panel(k)} stroke="${last ? p.accent : p.ink}" stroke-width="4"/>`;
    out += last
      ? `<path d="M${box.x + r(size / 3.6)} ${box.y + size / 2}l${r(size / 7)} ${r(size / 7)} ${r(size / 4)}-${r(size / 3.5)}" ${line(p.surface, 9)}/>`
      : `<path d="M${box.x + 24} ${box.y + 40}h${r(40 + rand() * 40)}M${box.x + 24} ${box.y + 64}h${r(30 + rand() * 50)}M${box.x + 24} ${box.y + 88}h${r(20 + rand() * 40)}" ${line(p.ink, 8)} stroke-opacity="${0.9 - index * 0.15}"/>`;
  });
  return out;
}

/** Values that climb: each a little above the last, with small dips, ending at the top. */
function rising(rand: () => number, count: number, low: number, high: number): number[] {
  const values = Array.from(
    { length: count },
    (_, index) =>
      low + ((high - low) * index) / (count - 1) + (rand() - 0.5) * 0.5 * ((high - low) / count),
  );
  values[0] = low;
  values[count - 1] = high;
  return values;
}

function bars(k: Kit): string {
  const { rand, p } = k;
  const count = 6 + Math.floor(rand() * 3);
  const step = FW / count;
  const width = r(step * 0.62);
  const heights = rising(rand, count, 70 + rand() * 40, 330);
  const rects = heights
    .map((h, index) => {
      const last = index === count - 1;
      return `<rect x="${r(index * step)}" y="${r(380 - h)}" width="${width}" height="${r(h)}" rx="10" fill="${last ? p.accent : p.ink}" fill-opacity="${last ? 1 : (0.3 + (0.5 * index) / count).toFixed(2)}"/>`;
    })
    .join("");
  const tip = r((count - 1) * step + width / 2);
  return `<g class="rise">${rects}</g><path d="M0 392H${FW}" ${line(p.ink, 3)} stroke-opacity=".5"/><path d="M${tip} ${r(380 - 330 - 28)}v-22m-16 16l16-16 16 16" ${line(p.accent, 6)}/>`;
}

function lineChart(k: Kit): string {
  const { rand, p } = k;
  const count = 7 + Math.floor(rand() * 4);
  const values = rising(rand, count, 60 + rand() * 50, 330);
  const points = values.map((v, index) => [(FW * index) / (count - 1), 390 - v] as const);
  const d = pathOf(points);
  const [x1, y1] = points.at(-1)!;
  const grid = [100, 200, 300].map((y) => `M0 ${y}H${FW}`).join("");
  return (
    `<defs><linearGradient id="f" x2="0" y2="1"><stop offset="0" stop-color="${p.ink}" stop-opacity=".35"/><stop offset="1" stop-color="${p.ink}" stop-opacity="0"/></linearGradient></defs>` +
    `<path d="${grid}" ${line(p.ink, 2)} stroke-opacity=".18" stroke-dasharray="4 10"/>` +
    `<path d="${d}L${FW} 400L0 400Z" fill="url(#f)"/><path class="rise" d="${d}" ${line(p.ink, 8)}/>` +
    points
      .slice(1, -1)
      .map(([x, y]) => `<circle cx="${r(x)}" cy="${r(y)}" r="9" fill="${p.ink}"/>`)
      .join("") +
    `<circle cx="${r(x1)}" cy="${r(y1)}" r="40" fill="${p.accent}" fill-opacity=".25"/><circle cx="${r(x1)}" cy="${r(y1)}" r="16" fill="${p.accent}"/>`
  );
}

function steps(k: Kit): string {
  const { rand, p } = k;
  const count = 4 + Math.floor(rand() * 2);
  const step = FW / count;
  const heights = rising(rand, count, 80, 300);
  let blocks = "";
  heights.forEach((h, index) => {
    const last = index === count - 1;
    blocks += `<rect x="${r(index * step + 6)}" y="${r(400 - h)}" width="${r(step - 12)}" height="${r(h)}" rx="14" ${last ? `fill="${p.accent}"` : panel(k)} stroke="${last ? p.accent : p.ink}" stroke-width="4" stroke-opacity="${last ? 1 : 0.6}"/>`;
  });
  const arrow = heights.map((h, index) => [index * step + step / 2, 400 - h - 50] as const);
  const [ax, ay] = arrow.at(-1)!;
  return `<g class="rise">${blocks}</g><path d="${pathOf(arrow)}" ${line(p.ink, 7)}/><path d="M${r(ax - 26)} ${r(ay + 4)}L${r(ax)} ${r(ay - 22)}L${r(ax + 22)} ${r(ay + 8)}" ${line(p.ink, 7)}/>`;
}

function dashboard(k: Kit): string {
  const { rand, p } = k;
  const card = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" ${panel(k)} stroke="${p.ink}" stroke-opacity=".35" stroke-width="3"/>`;
  const values = rising(rand, 6, 20, 130);
  const spark = values.map((v, index) => [40 + index * 56, 210 - v] as const);
  const small = rising(rand, 5, 30, 110);
  const smallBars = small
    .map(
      (h, index) =>
        `<rect x="${330 + index * 30}" y="${r(390 - h)}" width="18" height="${r(h)}" rx="5" fill="${p.ink}" fill-opacity="${(0.35 + index * 0.13).toFixed(2)}"/>`,
    )
    .join("");
  const share = 0.55 + rand() * 0.3;
  const arc = 2 * Math.PI * 46;
  return (
    card(0, 0, 330, 240) +
    card(350, 0, 170, 240) +
    card(0, 260, 300, 160) +
    card(320, 260, 200, 160) +
    `<path class="rise" d="${pathOf(spark)}" ${line(p.ink, 7)}/><circle cx="${r(spark.at(-1)![0])}" cy="${r(spark.at(-1)![1])}" r="12" fill="${p.accent}"/>` +
    `<circle cx="435" cy="120" r="46" ${line(p.ink, 12)} stroke-opacity=".2"/><circle cx="435" cy="120" r="46" ${line(p.accent, 12)} stroke-dasharray="${r(arc * share)} 400" transform="rotate(-90 435 120)"/>` +
    `<path d="M36 310h${r(120 + rand() * 80)}M36 350h${r(80 + rand() * 100)}M36 380h${r(60 + rand() * 60)}" ${line(p.ink, 10)} stroke-opacity=".5"/>${smallBars}`
  );
}

function orbit(k: Kit): string {
  const { rand, p } = k;
  const cx = 260;
  const cy = 210;
  const tilt = r(-30 + rand() * 60);
  const rings = [90, 150, 205]
    .map(
      (radius, index) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${radius + 40}" ry="${radius * 0.55}" ${line(p.ink, 4)} stroke-opacity="${0.65 - index * 0.15}"${index === 2 ? ' stroke-dasharray="3 14"' : ""}/>`,
    )
    .join("");
  const planets = [90, 150, 205, 150]
    .map((radius, index) => {
      const angle = rand() * Math.PI * 2;
      const x = r(cx + Math.cos(angle) * (radius + 40));
      const y = r(cy + Math.sin(angle) * radius * 0.55);
      return `<circle cx="${x}" cy="${y}" r="${index === 1 ? 24 : 15}" fill="${index === 1 ? p.accent : p.ink}"/>`;
    })
    .join("");
  return `<g transform="rotate(${tilt} ${cx} ${cy})">${rings}${planets}</g><circle cx="${cx}" cy="${cy}" r="58" fill="${p.ink}" fill-opacity=".18"/><circle cx="${cx}" cy="${cy}" r="36" fill="${p.ink}"/>`;
}

function matrix(k: Kit): string {
  const { rand, p } = k;
  const cols = 8;
  const rows = 5;
  const size = 52;
  const gap = (FW - cols * size) / (cols - 1);
  const band = Math.floor(rand() * (rows - 1));
  let cells = "";
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x = r(col * (size + gap));
      const y = r(16 + row * (size + 26));
      const lit = rand() < 0.28;
      const flagged = row === band && rand() < 0.4;
      cells += `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="10" ${flagged ? `fill="${p.accent}"` : lit ? `fill="${p.ink}" fill-opacity=".85"` : panel(k)}/>`;
    }
  const scanY = r(16 + band * (size + 26) - 13);
  return `${cells}<rect x="-16" y="${scanY}" width="${FW + 32}" height="${size + 26}" rx="14" ${line(p.accent, 4)}/>`;
}

function shield(k: Kit): string {
  const { rand, p } = k;
  const arcs = [150, 200, 250]
    .map(
      (radius, index) =>
        `<circle cx="260" cy="210" r="${radius}" ${line(p.ink, 3)} stroke-opacity="${0.35 - index * 0.1}"${index ? ` stroke-dasharray="${r(10 + rand() * 30)} 14"` : ""}/>`,
    )
    .join("");
  const outer = "M260 40l150 56v96c0 96-64 160-150 196-86-36-150-100-150-196V96Z";
  const inner = "M260 84l108 40v70c0 70-46 118-108 146-62-28-108-76-108-146v-70Z";
  const mark =
    rand() < 0.5
      ? `<path d="M212 210l34 34 64-72" ${line(p.accent, 16)}/>`
      : `<rect x="222" y="196" width="76" height="62" rx="12" fill="${p.accent}"/><path d="M236 196v-20a24 24 0 0 1 48 0v20" ${line(p.accent, 10)}/>`;
  return `${arcs}<path d="${outer}" fill="${p.ink}"/><path d="${inner}" ${panel(k)}/>${mark}`;
}

function pulse(k: Kit): string {
  const { rand, p } = k;
  const base = 240;
  const beats = 2 + Math.floor(rand() * 2);
  let d = `M0 ${base}`;
  for (let beat = 0; beat < beats; beat++) {
    const x = ((beat + 0.25) * FW) / beats;
    const h = 110 + rand() * 70;
    d += `L${r(x)} ${base}L${r(x + 16)} ${r(base - h * 0.3)}L${r(x + 34)} ${r(base + h * 0.45)}L${r(x + 56)} ${r(base - h)}L${r(x + 78)} ${r(base + h * 0.3)}L${r(x + 94)} ${base}`;
  }
  d += `L${FW} ${base}`;
  const cx = r(60 + rand() * 400);
  return (
    `<path d="M0 ${base}H${FW}" ${line(p.ink, 2)} stroke-opacity=".25"/>` +
    `<path d="${d}" ${line(p.ink, 20)} stroke-opacity=".15"/><path d="${d}" ${line(p.ink, 7)}/>` +
    `<rect x="${cx - 40}" y="20" width="80" height="80" rx="22" fill="${p.accent}"/><path d="M${cx} 38v44M${cx - 22} 60h44" ${line(p.surface, 12)}/>`
  );
}

function documents(k: Kit): string {
  const { rand, p } = k;
  const page = (x: number, y: number, angle: number, top: boolean) =>
    `<g transform="rotate(${angle} ${x + 150} ${y + 180})"><rect x="${x}" y="${y}" width="300" height="370" rx="20" ${panel(k)} stroke="${p.ink}" stroke-width="4" stroke-opacity="${top ? 1 : 0.45}"/>` +
    (top
      ? `<path d="M${x + 36} ${y + 60}h${r(150 + rand() * 60)}" ${line(p.ink, 16)}/><path d="M${x + 36} ${y + 110}h228M${x + 36} ${y + 145}h${r(160 + rand() * 60)}M${x + 36} ${y + 180}h208M${x + 36} ${y + 215}h${r(100 + rand() * 80)}" ${line(p.ink, 9)} stroke-opacity=".45"/><rect x="${x + 36}" y="${y + 255}" width="${r(100 + rand() * 60)}" height="60" rx="12" fill="${p.accent}"/><path d="M${x + 240} ${y}v64l-22-16-22 16V${y}" fill="${p.accent}"/>`
      : "") +
    `</g>`;
  return page(210, 30, 9, false) + page(150, 24, 3, false) + page(90, 26, -4, true);
}

function balance(k: Kit): string {
  const { rand, p } = k;
  const tilt = r((rand() - 0.5) * 8);
  const pan = (x: number, fill: string) =>
    `<path d="M${x} 140L${x - 70} 280M${x} 140L${x + 70} 280" ${line(p.ink, 3)} stroke-opacity=".6"/><path d="M${x - 90} 280h180a90 44 0 0 1-180 0Z" fill="${fill}"/>`;
  return (
    `<circle cx="260" cy="230" r="${r(200 + rand() * 20)}" ${line(p.ink, 3)} stroke-opacity=".25" stroke-dasharray="3 14"/>` +
    `<path d="M260 120V380M190 392h140" ${line(p.ink, 14)}/><circle cx="260" cy="110" r="22" fill="${p.ink}"/>` +
    `<g transform="rotate(${tilt} 260 130)"><path d="M90 130H430" ${line(p.ink, 10)}/>${pan(110, p.ink)}${pan(410, p.accent)}</g>`
  );
}

function scatter(k: Kit): string {
  const { rand, p } = k;
  const centers: [number, number, string, number][] = [
    [120, 290, p.ink, 0.55],
    [300, 150, p.ink, 1],
    [430, 300, p.accent, 1],
  ];
  let out = "";
  for (const [cx, cy, color, opacity] of centers) {
    out += `<circle cx="${cx}" cy="${cy}" r="104" ${line(p.ink, 3)} stroke-opacity=".35" stroke-dasharray="4 10"/>`;
    for (let index = 0; index < 9; index++) {
      const angle = rand() * Math.PI * 2;
      const distance = Math.sqrt(rand()) * 72;
      out += `<circle cx="${r(cx + Math.cos(angle) * distance)}" cy="${r(cy + Math.sin(angle) * distance)}" r="${r(10 + rand() * 8)}" fill="${color}" fill-opacity="${opacity}"/>`;
    }
  }
  return out;
}

function layers(k: Kit): string {
  const { rand, p } = k;
  const count = 3 + Math.floor(rand() * 2);
  const plane = (y: number) => `M260 ${y}l220 ${70}-220 ${70}-220-${70}Z`;
  let out = "";
  for (let index = count - 1; index >= 0; index--) {
    const y = 50 + index * (230 / (count - 1));
    const top = index === 0;
    out += `<path d="${plane(y)}" ${top ? `fill="${p.accent}" fill-opacity=".9"` : panel(k)} stroke="${top ? p.accent : p.ink}" stroke-width="4" stroke-opacity="${top ? 1 : 0.4 + index * 0.1}"/>`;
  }
  return `<path d="M40 120V${r(350)}M480 120V350M260 190V420" ${line(p.ink, 3)} stroke-opacity=".3" stroke-dasharray="3 10"/>${out}`;
}

function molecule(k: Kit): string {
  const { rand, p } = k;
  const hex = (cx: number, cy: number, size: number) =>
    Array.from({ length: 6 }, (_, index) => {
      const angle = (Math.PI / 3) * index + Math.PI / 6;
      return [r(cx + Math.cos(angle) * size), r(cy + Math.sin(angle) * size)] as const;
    });
  const a = hex(190, 220, 90);
  const b = hex(346, 220, 90);
  const ring = (points: readonly (readonly [number, number])[]) => `${pathOf(points)}Z`;
  const tail = [b[5]!, [r(b[5]![0] + 70), r(b[5]![1] - 80)] as const];
  const branch = [a[2]!, [r(a[2]![0] - 60), r(a[2]![1] + 90)] as const];
  const atoms = [...a, ...b, tail[1], branch[1]]
    .map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index === 13 ? 24 : 14}" fill="${index === 13 ? p.accent : p.ink}"${index % 4 === 1 ? ` fill-opacity=".55"` : ""}/>`,
    )
    .join("");
  const accentRing = rand() < 0.5 ? a : b;
  const [ccx, ccy] = accentRing === a ? [190, 220] : [346, 220];
  return `<circle cx="${ccx}" cy="${ccy}" r="48" ${panel(k)}/><path d="${ring(a)}${ring(b)}${pathOf(tail)}${pathOf(branch)}" ${line(p.ink, 7)}/>${atoms}`;
}

function target(k: Kit): string {
  const { rand, p } = k;
  const cx = 250;
  const cy = 220;
  const rings = [190, 140, 90, 42]
    .map(
      (radius, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${radius}" ${index === 3 ? `fill="${p.accent}"` : `${panel(k)} stroke="${p.ink}" stroke-width="4" stroke-opacity="${0.3 + index * 0.2}"`}/>`,
    )
    .join("");
  const angle = -0.6 - rand() * 0.5;
  const tx = r(cx + Math.cos(angle) * 300);
  const ty = r(cy + Math.sin(angle) * 300);
  const stray = Array.from({ length: 4 }, () => {
    const a = rand() * Math.PI * 2;
    const d = 110 + rand() * 70;
    return `<circle cx="${r(cx + Math.cos(a) * d)}" cy="${r(cy + Math.sin(a) * d)}" r="9" fill="${p.ink}" fill-opacity=".6"/>`;
  }).join("");
  return `${rings}${stray}<path d="M${tx} ${ty}L${cx + 10} ${cy - 6}" ${line(p.ink, 9)}/><path d="M${tx} ${ty}l-8 -34M${tx} ${ty}l30 16" ${line(p.ink, 9)}/>`;
}

function gauge(k: Kit): string {
  const { rand, p } = k;
  const cx = 260;
  const cy = 330;
  const radius = 230;
  const ticks = Array.from({ length: 11 }, (_, index) => {
    const angle = Math.PI + (Math.PI * index) / 10;
    const inner = index % 5 ? radius - 26 : radius - 44;
    return `M${r(cx + Math.cos(angle) * inner)} ${r(cy + Math.sin(angle) * inner)}L${r(cx + Math.cos(angle) * (radius - 6))} ${r(cy + Math.sin(angle) * (radius - 6))}`;
  }).join("");
  const share = 0.7 + rand() * 0.2;
  const needle = Math.PI + Math.PI * share;
  const arc = (from: number, to: number, rr: number) =>
    `M${r(cx + Math.cos(from) * rr)} ${r(cy + Math.sin(from) * rr)}A${rr} ${rr} 0 0 1 ${r(cx + Math.cos(to) * rr)} ${r(cy + Math.sin(to) * rr)}`;
  return (
    `<path d="${arc(Math.PI, 2 * Math.PI, radius - 70)}" ${line(p.ink, 34)} stroke-opacity=".15"/>` +
    `<path d="${arc(Math.PI, needle, radius - 70)}" ${line(p.accent, 34)}/>` +
    `<path d="${ticks}" ${line(p.ink, 6)} stroke-opacity=".7"/>` +
    `<path d="M${cx} ${cy}L${r(cx + Math.cos(needle) * (radius - 40))} ${r(cy + Math.sin(needle) * (radius - 40))}" ${line(p.ink, 12)}/><circle cx="${cx}" cy="${cy}" r="26" fill="${p.ink}"/>` +
    `<rect x="${cx - 90}" y="${cy + 50}" width="180" height="16" rx="8" fill="${p.ink}" fill-opacity=".35"/>`
  );
}

const motifs: Record<Motif, (kit: Kit) => string> = {
  network,
  pipeline,
  bars,
  line: lineChart,
  steps,
  dashboard,
  orbit,
  matrix,
  shield,
  pulse,
  documents,
  balance,
  scatter,
  layers,
  molecule,
  target,
  gauge,
};

export type CoverDrawing = {
  motif: Motif;
  palette: Palette;
  placement: Placement;
  /** Seeds the details (counts, heights, angles): the item's title. */
  seed: string;
  /**
   * A card's cover (the motif in its placement's frame, beside room for the card to crop) or
   * a detail page's (the motif centred and scaled to the cover's height: the page shows the
   * whole cover, large, beside the title).
   */
  framing?: "card" | "detail";
};

/** The frame's position and scale on the cover for each placement. */
const frames: Record<Placement, { x: number; y: number }> = {
  right: { x: 600, y: 105 },
  left: { x: 80, y: 105 },
  // In the middle third: a featured panel that crops the cover to a squarer box keeps it whole.
  center: { x: 340, y: 105 },
};

/** A detail page's frame: centred, the motif's 420 units of height at 5/6 of the cover's. */
const detailScale = 1.25;
const detailFrame = {
  x: r((W - FW * detailScale) / 2),
  transform: `translate(${r((W - FW * detailScale) / 2)} ${r((H - 420 * detailScale) / 2)}) scale(${detailScale})`,
};

/** One cover as an SVG document, 1200 by 630. */
export function coverSvg({
  motif,
  palette: p,
  placement,
  seed,
  framing = "card",
}: CoverDrawing): string {
  const rand = random(hashString(seed));
  const frame =
    framing === "detail"
      ? detailFrame
      : {
          ...frames[placement],
          transform: `translate(${frames[placement].x} ${frames[placement].y})`,
        };
  const art = motifs[motif]({ rand: random(hashString(`${motif}\u0000${seed}`)), p });
  // The backdrop: a gradient, a faint grid, and a glow behind the motif in the gradient's own
  // first colour, so the motif never stands on a colour the gradient does not reach (its
  // contrast is checked against the gradient's two ends).
  const angle = r(rand() * 50 + 10);
  const glowX = framing === "detail" ? W / 2 : r(frame.x + FW / 2);
  const grid = rand() < 0.5;
  const pattern = grid
    ? `<pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0v48" fill="none" stroke="${p.ink}" stroke-opacity=".08" stroke-width="2"/></pattern>`
    : `<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${p.ink}" fill-opacity=".14"/></pattern>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="b" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="${p.from}" stop-opacity=".3"/><stop offset="1" stop-color="${p.from}" stop-opacity="0"/></radialGradient>${pattern}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#b)"/><rect width="${W}" height="${H}" fill="url(#p)"/>` +
    `<circle cx="${glowX}" cy="${H / 2}" r="400" fill="url(#g)"/>` +
    `<g transform="${frame.transform}">${art}</g></svg>`
  );
}
