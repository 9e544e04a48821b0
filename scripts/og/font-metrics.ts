/**
 * The metric-matched fallback for the brand typeface, computed from the font files
 * themselves: `npx tsx scripts/og/font-metrics.ts` prints the @font-face rules that
 * src/styles.css carries (tests/lib/font-metrics.test.ts checks the two agree).
 *
 * size-adjust scales the local face so a line of English text is as wide as in the brand
 * face (advance widths of a sample text, kerning included); the ascent, descent and line
 * gap overrides then give both faces the same line box, so the swap moves nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";

// Paths joined by hand: Vite (in the tests) rewrites `new URL(…, import.meta.url)`.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fromModules = (file: string) => path.join(root, "node_modules", file);

/** The face the site serves (variable, Latin). */
export const brandFontFile = fromModules(
  "@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
);

/** Static instances of the same design, for what cannot read a variable font (fontkit, satori). */
export const brandStaticFiles = {
  400: fromModules("@fontsource/geist/files/geist-latin-400-normal.woff"),
  600: fromModules("@fontsource/geist/files/geist-latin-600-normal.woff"),
  700: fromModules("@fontsource/geist/files/geist-latin-700-normal.woff"),
} as const;

/** Local faces a visitor's machine has, by family: Arial and its metric twins, and DejaVu Sans. */
export const fallbacks = [
  {
    family: "Geist Fallback",
    local: {
      400: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans"],
      700: [
        "Arial Bold",
        "Arial-BoldMT",
        "Helvetica Bold",
        "Liberation Sans Bold",
        "LiberationSans-Bold",
      ],
    },
    // Liberation Sans has Arial's metrics (it was drawn to replace it), and it is free to read here.
    files: {
      400: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      700: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    },
  },
  {
    family: "Geist Fallback DejaVu",
    local: { 400: ["DejaVu Sans", "DejaVuSans"], 700: ["DejaVu Sans Bold", "DejaVuSans-Bold"] },
    files: {
      400: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      700: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    },
  },
] as const;

const sample =
  "We design, build and automate the software that runs your business. Our team ships " +
  "fast websites, mobile apps and AI workflows, measured by the results they bring: " +
  "more qualified leads, lower costs and hours given back to your people every week.";

type Face = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  layout: (text: string) => { advanceWidth: number };
};

function open(file: string): Face {
  return fontkit.create(readFileSync(file)) as unknown as Face;
}

/** Width of the sample text in ems. */
function sampleWidth(face: Face): number {
  return face.layout(sample).advanceWidth / face.unitsPerEm;
}

// Two decimals, trailing zeros dropped (as Prettier writes them in the stylesheet).
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

export type FallbackFace = {
  family: string;
  weight: 400 | 700;
  local: readonly string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
};

export function computeFallbackFaces(): FallbackFace[] {
  return fallbacks.flatMap((fallback) =>
    ([400, 700] as const).map((weight) => {
      const brand = open(brandStaticFiles[weight]);
      const local = open(fallback.files[weight]);
      const sizeAdjust = sampleWidth(brand) / sampleWidth(local);
      // The overrides apply to the adjusted face, so they are divided by the adjustment.
      const em = brand.unitsPerEm * sizeAdjust;
      return {
        family: fallback.family,
        weight,
        local: fallback.local[weight],
        sizeAdjust: percent(sizeAdjust),
        ascentOverride: percent(brand.ascent / em),
        descentOverride: percent(Math.abs(brand.descent) / em),
        lineGapOverride: percent(brand.lineGap / em),
      };
    }),
  );
}

export function fallbackCss(faces: FallbackFace[]): string {
  return faces
    .map(
      (face) => `@font-face {
  font-family: "${face.family}";
  font-weight: ${face.weight};
  src: ${face.local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${face.sizeAdjust};
  ascent-override: ${face.ascentOverride};
  descent-override: ${face.descentOverride};
  line-gap-override: ${face.lineGapOverride};
}`,
    )
    .join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(fallbackCss(computeFallbackFaces()));
}
