import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { guides } from "@/content/resources/docs/documentation";
import { featuredInsight, insights } from "@/content/resources/insights/insights";
import { featuredStudy, researchStudies } from "@/content/resources/research/research";
import { resourcesPage } from "@/content/resources/resources";
import { featuredWhitePaper, whitePapers } from "@/content/resources/white-papers/white-papers";
import { coverFor, coverOf } from "@/lib/covers";
import { resourceIndex } from "@/lib/resource-index";
import { listRoutePaths } from "@/routes";
import { coverFiles } from "../../scripts/covers/catalog";
import { coverItems } from "../../scripts/covers/items";

function pathOf(href: string) {
  return href.split("#")[0];
}

describe("resources hub content", () => {
  it("has the five resource types with their exact count labels and listing pages", () => {
    expect(resourcesPage.types.items.map((item) => [item.title, item.count, item.href])).toEqual([
      ["Blog", "150+ Articles", "/resources/blog"],
      ["White Papers", "25+ Papers", "/resources/white-papers"],
      ["Research", "40+ Studies", "/resources/research"],
      ["Documentation", "200+ Docs", "/resources/documentation"],
      ["AI Insights", "75+ Insights", "/resources/insights"],
    ]);
    expect(resourcesPage.types.exploreLabel).toBe("Explore");
  });

  it("features a white paper, a research study and a webinar, each with date, time and downloads", () => {
    const { items, accessLabel } = resourcesPage.featured;
    expect(accessLabel).toBe("Access Content");
    expect(items.map((item) => item.type)).toEqual(["White Paper", "Research", "Webinar"]);
    for (const item of items) {
      expect(item.date, item.title).not.toBe("");
      expect(item.readTime, item.title).toMatch(/\d+ (min|hr) (read|watch)/);
      expect(item.downloads, item.title).toMatch(/\d/);
    }
    expect(items[0].href).toBe("/resources/whitepapers/ai-roi-guide");
    expect(items[1].href).toBe("/resources/research/enterprise-ai-adoption-trends");
    expect(items[2].href).toBe("/resources/documentation#video-tutorials");
  });

  it("links only to pages that exist", async () => {
    const paths = new Set(await listRoutePaths());
    const hrefs = [...resourcesPage.types.items, ...resourcesPage.featured.items].map(
      (item) => item.href,
    );
    for (const href of hrefs) expect(paths.has(pathOf(href)), href).toBe(true);
  });

  it("uses the specified search placeholder and a meta description of 50 to 160 characters", () => {
    expect(resourcesPage.search.placeholder).toBe("Search resources...");
    expect(resourcesPage.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(resourcesPage.meta.description.length).toBeLessThanOrEqual(160);
  });
});

describe("the resource search index", () => {
  it("holds every post, paper, study, guide and insight, featured ones included", () => {
    const count = (kind: string) => resourceIndex.filter((item) => item.kind === kind).length;
    expect(count("blog")).toBe(posts.length);
    expect(count("white-paper")).toBe(1 + whitePapers.length);
    expect(count("research")).toBe(1 + researchStudies.length);
    expect(count("documentation")).toBe(guides.length);
    expect(count("insight")).toBe(1 + insights.length);
    const titles = resourceIndex.map((item) => item.title);
    for (const featured of [featuredWhitePaper, featuredStudy, featuredInsight])
      expect(titles).toContain(featured.title);
  });

  it("opens a real page for every result, and describes every result", async () => {
    const paths = new Set(await listRoutePaths());
    for (const item of resourceIndex) {
      expect(paths.has(pathOf(item.href)), item.href).toBe(true);
      expect(item.description.length, item.title).toBeGreaterThan(0);
    }
  });
});

describe("cover art for every article and document", () => {
  const items = coverItems();
  const addresses = items.map((item) => coverFor(item.kind, item.slug).src);

  it("gives every blog post, insight, white paper and research study one cover file", () => {
    const expected = [
      ...posts.map((post) => coverOf("blog", post).src),
      ...[featuredInsight, ...insights].map((insight) => coverOf("insights", insight).src),
      ...[featuredWhitePaper, ...whitePapers].map((paper) => coverOf("white-papers", paper).src),
      ...[featuredStudy, ...researchStudies].map((study) => coverOf("research", study).src),
    ];
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toEqual(expect.arrayContaining(expected));
    expect(addresses.every((src) => /^\/covers\/[a-z-]+\/[a-z0-9-]+\.svg$/.test(src))).toBe(true);
  });

  it("draws a different picture for each item, in each theme, for its cards and its own page", () => {
    const files = coverFiles();
    expect(files).toHaveLength(items.length * 4);
    expect(new Set(files.map(({ svg }) => svg)).size).toBe(files.length);
  });
});
