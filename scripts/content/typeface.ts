/**
 * Every page preloads the brand typeface cut to the characters of its first @font-face's
 * `unicode-range` (scripts/typeface-subset.ts). A character of the full Latin face outside
 * that range is still drawn in Geist, but the page then downloads the full face as well
 * (29 KB): a warning names where it is written and how to add it.
 */
import { brandFontFile } from "../og/font-metrics.ts";
import { codePointsOfFace } from "../typeface-subset.ts";
import { collectTexts } from "./copy.ts";
import type { Problem } from "./rules.ts";

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

export function typefaceProblems(modules: Record<string, Record<string, unknown>>): Problem[] {
  const fullFaceOnly = new Set(codePointsOfFace(brandFontFile));
  return collectTexts(modules).flatMap(({ where, key, text }): Problem[] => {
    const characters = [...new Set(text)].filter((c) => fullFaceOnly.has(c.codePointAt(0)!));
    if (characters.length === 0) return [];
    const [file = "", ...path] = where.split(" ");
    const named = characters.map((c) => `"${c}" (U+${hex(c.codePointAt(0)!)})`).join(", ");
    return [
      {
        severity: "warning",
        file,
        entry: path.join(" "),
        field: key,
        rule: `${named} is not in the typeface every page preloads, so the page showing it also downloads the full face (29 KB)`,
        fix: `add it to the unicode-range of the first @font-face in src/styles.css and run npm run typeface (docs/loading.md), or write it another way`,
      },
    ];
  });
}
