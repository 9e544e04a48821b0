import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { typefaceProblems } from "../../scripts/content/typeface.ts";
import { brandFontFile } from "../../scripts/og/font-metrics.ts";
import {
  codePointsOf,
  codePointsOfFace,
  coreFontFile,
  fontFaces,
} from "../../scripts/typeface-subset.ts";

type Font = {
  characterSet: number[];
  variationAxes: Record<string, { min: number; max: number }>;
};
const open = (file: string) => fontkit.create(readFileSync(file)) as Font;
/** A face's characters (fontkit also lists U+FFFF, the end of a cmap's last segment). */
const charactersOf = (file: string) => open(file).characterSet.filter((c) => c !== 0xffff);
/** Characters drawn as text: not the C0 and C1 controls. */
const written = (codePoint: number) =>
  codePoint >= 0x20 && !(codePoint >= 0x7f && codePoint < 0xa0);
/** What Fontsource serves the full Latin face for. */
const latinRange = JSON.parse(
  readFileSync("node_modules/@fontsource-variable/geist/unicode.json", "utf8"),
) as { latin: string };

describe("the brand typeface, cut to the characters the site writes", () => {
  const core = codePointsOfFace(coreFontFile);
  const full = codePointsOfFace(brandFontFile);

  it("holds the characters its @font-face names, in every weight (run `npm run typeface` after changing them)", () => {
    const source = new Set(charactersOf(brandFontFile));
    expect(new Set(charactersOf(coreFontFile))).toEqual(
      new Set(core.filter((codePoint) => source.has(codePoint))),
    );
    expect(open(coreFontFile).variationAxes.wght).toMatchObject(
      open(brandFontFile).variationAxes.wght,
    );
  });

  it("leaves every other Latin character to the full face, and no character to both", () => {
    const inCore = new Set(core);
    const inFull = new Set(full);
    expect(full.filter((codePoint) => inCore.has(codePoint))).toEqual([]);
    const served = new Set(charactersOf(brandFontFile));
    const latin = codePointsOf(latinRange.latin).filter((c) => served.has(c) && written(c));
    expect(latin.filter((codePoint) => !inCore.has(codePoint) && !inFull.has(codePoint))).toEqual(
      [],
    );
  });

  it("reads a unicode-range as the code points it names", () => {
    expect(codePointsOf("U+0041-0043, U+00E9")).toEqual([0x41, 0x42, 0x43, 0xe9]);
    expect(fontFaces("@font-face { a: b; } p {} @font-face{c:d}")).toHaveLength(2);
  });
});

describe("the content check's word on characters outside the cut face", () => {
  it("warns where a character only the full face holds is written, and says how to add it", () => {
    const problems = typefaceProblems({
      "src/content/about/about.ts": {
        aboutPage: { hero: { title: "Café Team", description: "Jürgen leads it ▲" } },
      },
    });
    expect(problems).toEqual([
      expect.objectContaining({
        severity: "warning",
        file: "src/content/about/about.ts",
        entry: "aboutPage.hero.description",
        field: "description",
        rule: expect.stringContaining('"ü" (U+00FC)'),
        fix: expect.stringContaining("npm run typeface"),
      }),
    ]);
  });
});
