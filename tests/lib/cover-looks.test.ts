import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { insights, trendingTopics } from "@/content/resources/insights/insights";
import {
  featuredStudy,
  researchPage,
  researchStudies,
} from "@/content/resources/research/research";
import { resourcesPage } from "@/content/resources/resources";
import {
  featuredWhitePaper,
  whitePapers,
  whitePapersPage,
} from "@/content/resources/white-papers/white-papers";
import { blogCategories, insightCategories } from "@/content/types";
import { featuredPost, filterPosts, listedPosts, relatedPosts } from "@/lib/blog";
import { coverOf, type CoverKind, type CoverSource } from "@/lib/covers";
import { filterItems, listingFields } from "@/lib/listing";
import { themeColors, stylesheet } from "../../scripts/brand/tokens";
import { coverSvg, risingMotifs } from "../../scripts/covers/art";
import { coverFiles, coverLooks } from "../../scripts/covers/catalog";
import { isGrowth } from "../../scripts/covers/looks";
import { coverPalettes, paletteNames } from "../../scripts/covers/palette";

/**
 * The covers side by side as the pages show them. The orders are built here from the content
 * and the functions the pages call (not from scripts/covers/listings.ts, whose job is checked).
 */
const looks = new Map(coverLooks().map((item) => [coverOf(item.kind, item).src, item]));
const lookOf = (kind: CoverKind, item: CoverSource) => {
  const found = looks.get(coverOf(kind, item).src);
  expect(found, coverOf(kind, item).src).toBeDefined();
  return { name: coverOf(kind, item).src, ...found!.look };
};
type Shown = ReturnType<typeof lookOf>;

const listed = listedPosts(posts);
const byFacet = <T>(items: readonly T[], facet: string, values: readonly string[]) =>
  values.map((value) =>
    filterItems(items, { facets: { [facet]: value } as never }, (item) =>
      listingFields(item as never),
    ),
  );

/** Every order a listing shows its cards in, full ones first. */
const fullOrders: Shown[][] = [
  listed.map((post) => lookOf("blog", post)),
  insights.map((insight) => lookOf("insights", insight)),
  whitePapers.map((paper) => lookOf("white-papers", paper)),
  researchStudies.map((study) => lookOf("research", study)),
];
const hubCovers = resourcesPage.featured.items.flatMap((item) => {
  const paper = [featuredWhitePaper, ...whitePapers].find((entry) => entry.href === item.href);
  const study = [featuredStudy, ...researchStudies].find((entry) => entry.href === item.href);
  return paper ? [lookOf("white-papers", paper)] : study ? [lookOf("research", study)] : [];
});
const filteredOrders: Shown[][] = [
  ...blogCategories.map((category) =>
    filterPosts(listed, { category }).map((post) => lookOf("blog", post)),
  ),
  ...posts.map((post) => relatedPosts(post, posts).map((other) => lookOf("blog", other))),
  ...byFacet(insights, "category", insightCategories).map((list) =>
    list.map((insight) => lookOf("insights", insight)),
  ),
  ...trendingTopics.map(({ name }) =>
    insights
      .filter((insight) => insight.topics?.includes(name))
      .map((insight) => lookOf("insights", insight)),
  ),
  ...byFacet(whitePapers, "category", whitePapersPage.library.categories).map((list) =>
    list.map((paper) => lookOf("white-papers", paper)),
  ),
  ...[
    ...byFacet(researchStudies, "category", researchPage.library.categories),
    ...byFacet(researchStudies, "type", researchPage.library.types),
  ].map((list) => list.map((study) => lookOf("research", study))),
];
const blogFeatured = featuredPost(posts);
const pages: Shown[][] = [
  [...(blogFeatured ? [blogFeatured] : []), ...listed].map((post) => lookOf("blog", post)),
  ...posts.map((post) =>
    [post, ...relatedPosts(post, posts)].map((other) => lookOf("blog", other)),
  ),
  insights.map((insight) => lookOf("insights", insight)),
  [featuredWhitePaper, ...whitePapers].map((paper) => lookOf("white-papers", paper)),
  [featuredStudy, ...researchStudies].map((study) => lookOf("research", study)),
  hubCovers,
];

/** Pairs of covers up to `reach` places apart in an order. */
function pairs(order: readonly Shown[], reach: number) {
  return order.flatMap((cover, index) =>
    order.slice(index + 1, index + 1 + reach).map((other) => [cover, other] as const),
  );
}
const named = ([a, b]: readonly [Shown, Shown]) => `${a.name} ${b.name}`;

describe("cover looks over whole listings", () => {
  it("gives no two cards side by side or one above the other the same motif, in any listing order", () => {
    expect(fullOrders.flat().length + filteredOrders.flat().length).toBeGreaterThan(80);
    for (const order of [...fullOrders, ...filteredOrders, hubCovers])
      for (const pair of pairs(order, 3))
        expect(pair[0].motif, named(pair)).not.toBe(pair[1].motif);
  });

  it("gives next-door cards of a full listing different tones too", () => {
    for (const order of [...fullOrders, hubCovers])
      for (const pair of pairs(order, 1))
        expect(pair[0].palette, named(pair)).not.toBe(pair[1].palette);
  });

  it("shows no two covers that look alike on one page", () => {
    for (const page of pages) {
      const seen = page.map(({ motif, palette }) => `${motif} ${palette}`);
      expect(
        seen.filter((look, index) => seen.indexOf(look) !== index),
        page[0]?.name,
      ).toEqual([]);
    }
  });

  it("varies the pictures: a listing of nine uses at least seven motifs", () => {
    for (const order of fullOrders)
      expect(new Set(order.slice(0, 9).map(({ motif }) => motif)).size).toBeGreaterThanOrEqual(
        Math.min(7, order.length),
      );
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
    expect(files.length).toBe(coverLooks().length * 2);
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
