/**
 * The typeface every page preloads, cut to what the site writes: `npm run typeface` makes
 * src/assets/fonts/geist-latin-core.woff2 from the full Latin face, with the characters of
 * its @font-face's `unicode-range` in src/styles.css and every weight (tests/lib/typeface.test.ts
 * checks the committed file still matches). The full face stays in the stylesheet for every
 * other character, and only a page that writes one downloads it. The weights are not cut:
 * a narrower axis saved 1 KB and moved the outlines of the headings' weight by a pixel.
 *
 * On the bench's phone the cut face (20 KB against 29 KB) arrives 25–90 ms sooner (docs/loading.md).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brandFontFile } from "./og/font-metrics.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stylesheetFile = path.join(root, "src/styles.css");
export const coreFontFile = path.join(root, "src/assets/fonts/geist-latin-core.woff2");

/** The @font-face rules of the stylesheet, as text. */
export function fontFaces(css = readFileSync(stylesheetFile, "utf8")): string[] {
  return css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
}

/** Every code point a `unicode-range` value names (`U+0020-007E, U+00A9, …`). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(",").flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    const from = parseInt(first, 16);
    const to = parseInt(last, 16);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

/** The characters of a face's rule (the one whose `src` names `file`). */
export function codePointsOfFace(file: string, faces = fontFaces()): number[] {
  const face = faces.find((rule) => rule.includes(path.basename(file)));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`src/styles.css has no @font-face with a unicode-range for ${file}`);
  return codePointsOf(range);
}

export async function cutCoreFace(): Promise<Buffer> {
  const { default: subsetFont } = await import("subset-font");
  const codePoints = codePointsOfFace(coreFontFile);
  return subsetFont(readFileSync(brandFontFile), String.fromCodePoint(...codePoints), {
    targetFormat: "woff2",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await cutCoreFace();
  writeFileSync(coreFontFile, font);
  console.log(`${path.relative(root, coreFontFile)}: ${font.length} bytes`);
}
