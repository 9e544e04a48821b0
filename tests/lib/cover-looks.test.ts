import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { themeColors, stylesheet } from "../../scripts/brand/tokens";
import { coverSvg, motifNames, risingMotifs } from "../../scripts/covers/art";
import { coverFiles, coverLooks, coverWarnings } from "../../scripts/covers/catalog";
import { coverChoices } from "../../scripts/covers/choices";
import type { CoverViews } from "../../scripts/covers/listings";
import {
  assignLooks,
  coverClashes,
  hashedLook,
  isGrowth,
  sameyListings,
} from "../../scripts/covers/looks";
import { coverPalettes, paletteNames } from "../../scripts/covers/palette";

const looks = coverLooks();

/** A small listing of fixture items: what looks.ts needs to judge neighbours. */
const fixture = (slugs: string[]) =>
  slugs.map((slug) => ({
    key: `blog/${slug}`,
    title: `Fixture ${slug.replace(/-/g, " ")}`,
    category: "Automation",
  }));
const inOneListing = (keys: string[]): CoverViews => ({
  orders: [{ name: "/listing", keys, reach: 3, tones: true }],
  pages: [{ name: "/listing", keys }],
  centred: [],
});

describe("cover looks stay put", () => {
  it("gives every item with a recorded look exactly that look, and records a look for every item the site had", () => {
    const recorded = looks.filter(({ key }) => key in coverChoices);
    expect(recorded.length).toBeGreaterThan(40);
    for (const { key, look } of recorded) expect(look, key).toMatchObject(coverChoices[key]!);
  });

  it("changes no existing cover when an item is added, removed or the items are reordered", () => {
    const items = fixture(["alpha", "bravo", "charlie", "delta", "echo"]);
    const before = assignLooks(items, inOneListing(items.map(({ key }) => key)));
    const added = [...fixture(["new-post"]), ...items];
    const removed = items.filter(({ key }) => key !== "blog/charlie");
    const reordered = [...items].reverse();
    for (const changed of [added, removed, reordered]) {
      const after = assignLooks(changed, inOneListing(changed.map(({ key }) => key)));
      for (const { key } of changed)
        if (before.has(key)) expect(after.get(key), key).toEqual(before.get(key));
    }
  });

  it("warns about a new cover too like its neighbour's, names the new item, and proposes a look that fits", () => {
    const [newItem, ...old] = fixture(["new-post", "alpha", "bravo", "charlie"]);
    const items = [newItem!, ...old];
    const views = inOneListing(items.map(({ key }) => key));
    // The old items have recorded looks, apart from each other; the one next to the new item
    // happens to have recorded exactly the look the new item hashes to.
    const taken = hashedLook(newItem!);
    const [other1, other2] = motifNames.filter((motif) => motif !== taken.motif);
    const [tone] = paletteNames.filter((palette) => palette !== taken.palette);
    const choices = {
      "blog/alpha": taken,
      "blog/bravo": { motif: other1!, palette: tone! },
      "blog/charlie": { motif: other2!, palette: taken.palette },
    };
    const clashes = coverClashes(items, views, assignLooks(items, views, choices), choices);
    expect(clashes.map(({ key, other }) => [key, other])).toContainEqual([
      "blog/new-post",
      "blog/alpha",
    ]);
    expect(clashes.every(({ key }) => key === "blog/new-post")).toBe(true);
    const { suggestion } = clashes[0]!;
    expect(suggestion).toBeDefined();
    const fixed = { ...choices, "blog/new-post": suggestion! };
    expect(coverClashes(items, views, assignLooks(items, views, fixed), fixed)).toEqual([]);
  });
});

describe("cover variety", () => {
  it("the site's full listings show at least seven pictures in their first nine cards", () => {
    expect(coverWarnings().samey).toEqual([]);
  });

  it("warns about a listing of nine with too few pictures, names a new cover that repeats one, and proposes a picture none of them shows", () => {
    const [newItem, ...old] = fixture(["new-post", "a", "b", "c", "d", "e", "f", "g", "h"]);
    const items = [newItem!, ...old];
    const views = inOneListing(items.map(({ key }) => key));
    // The eight old covers are recorded with five pictures; the new one repeats one of them.
    const five = motifNames.filter((motif) => motif !== hashedLook(newItem!).motif).slice(0, 4);
    const pictures = [hashedLook(newItem!).motif, ...five];
    const choices = Object.fromEntries(
      old.map(({ key }, index) => [key, { motif: pictures[index % pictures.length]! }]),
    );
    const warnings = sameyListings(items, views, assignLooks(items, views, choices), choices);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ order: "/listing", motifs: 5, key: "blog/new-post" });
    const suggestion = warnings[0]!.suggestion;
    expect(suggestion).toBeDefined();
    expect(pictures).not.toContain(suggestion);
    const fixed = { ...choices, "blog/new-post": { motif: suggestion! } };
    // The proposed picture is one more the listing shows.
    const after = sameyListings(items, views, assignLooks(items, views, fixed), fixed);
    expect(after.map(({ motifs }) => motifs)).toEqual([6]);
  });
});

/** The trend a rising motif draws, as heights from its first point to its last (SVG y grows down). */
function trendOf(svg: string): number[] {
  const path = /<path class="rise" d="([^"]+)"/.exec(svg)?.[1];
  if (path)
    return [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((match) => -Number(match[2]));
  const group = /<g class="rise">(.*?)<\/g>/.exec(svg)?.[1] ?? "";
  return [...group.matchAll(/<rect [^>]*?y="(-?[\d.]+)"/g)].map((match) => -Number(match[1]));
}

describe("covers agree with their subject", () => {
  const growth = coverLooks().filter(isGrowth);

  it("draws every growth, ROI or revenue subject as a chart that rises", () => {
    expect(growth.map(({ slug }) => slug)).toEqual(
      expect.arrayContaining(["ai-revenue-growth", "ai-roi-measurement", "ai-roi-guide"]),
    );
    const light = coverPalettes("light");
    for (const { slug, title, look } of growth) {
      expect(risingMotifs, slug).toContain(look.motif);
      const trend = trendOf(coverSvg({ ...look, palette: light[look.palette], seed: title }));
      expect(trend.length, slug).toBeGreaterThanOrEqual(4);
      expect(trend.at(-1)!, slug).toBeGreaterThan(trend[0]!);
      expect(Math.max(...trend), slug).toBe(trend.at(-1));
    }
  });

  it("gives the ROI guide a rising line", () => {
    const guide = coverLooks().find(
      ({ kind, slug }) => kind === "white-papers" && slug === "ai-roi-guide",
    );
    expect(guide?.look.motif).toBe("line");
  });
});

describe("cover colours", () => {
  const css = readFileSync(stylesheet, "utf8");

  it("uses only the theme's colour tokens, in each theme's files", () => {
    const files = coverFiles();
    // Light and dark, for the cards and for the item's own page.
    expect(files.length).toBe(coverLooks().length * 4);
    for (const theme of ["light", "dark"] as const) {
      const tokens = new Set(Object.values(themeColors(theme, css)));
      const ofTheme = files.filter(({ path }) => path.endsWith(".dark.svg") === (theme === "dark"));
      const used = new Set(ofTheme.flatMap(({ svg }) => svg.match(/#[0-9a-f]{6}\b/gi) ?? []));
      expect(used.size).toBeGreaterThan(3);
      expect(
        [...used].filter((color) => !tokens.has(color.toLowerCase())),
        theme,
      ).toEqual([]);
    }
  });

  it("follows a colour changed in src/styles.css", () => {
    const recoloured = css.replace(/(:root\s*\{[^}]*?--primary:)\s*[^;]+;/, "$1 12 80% 40%;");
    expect(recoloured).not.toBe(css);
    const before = coverPalettes("light", css);
    const after = coverPalettes("light", recoloured);
    expect(after.mist.ink).toBe(themeColors("light", recoloured).primary);
    expect(after.mist.ink).not.toBe(before.mist.ink);
    for (const name of paletteNames) expect(after[name]).toBeDefined();
  });
});
