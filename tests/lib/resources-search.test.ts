import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { guides } from "@/content/resources/docs/documentation";
import { featuredInsight, insights } from "@/content/resources/insights/insights";
import { featuredStudy, researchStudies } from "@/content/resources/research/research";
import { featuredWhitePaper, whitePapers } from "@/content/resources/white-papers/white-papers";
import {
  buildResourceIndex,
  countResults,
  searchResources,
  type ResourceSearchItem,
} from "@/lib/resource-search";
import { listRoutePaths } from "@/routes";

const items: ResourceSearchItem[] = [
  {
    kind: "insight",
    title: "Healthcare outlook",
    description: "Where clinics spend next year.",
    category: "Healthcare",
    href: "/i/1",
  },
  {
    kind: "blog",
    title: "Automation in clinics",
    description: "Intake without re-keying for healthcare teams.",
    category: "Automation",
    href: "/b/1",
  },
  {
    kind: "blog",
    title: "Healthcare AI in practice",
    description: "Diagnostics and triage.",
    category: "Healthcare",
    href: "/b/2",
  },
  {
    kind: "white-paper",
    title: "Measuring ROI",
    description: "A framework.",
    category: "Business Value",
    href: "/w/1",
  },
  {
    kind: "documentation",
    title: "Getting Started",
    description: "Your first API call.",
    category: "API Documentation",
    href: "/d/1",
  },
];

describe("resource search", () => {
  it("returns nothing for an empty or blank query", () => {
    expect(searchResources(items, "")).toEqual([]);
    expect(searchResources(items, "   ")).toEqual([]);
  });

  it("groups matches by type in the hub's order, leaving out empty groups", () => {
    const groups = searchResources(items, "healthcare");
    expect(groups.map((group) => group.kind)).toEqual(["blog", "insight"]);
    expect(countResults(groups)).toBe(3);
  });

  it("matches titles, descriptions and categories, case- and accent-insensitively", () => {
    expect(searchResources(items, "FRAMEWORK")[0].items[0].title).toBe("Measuring ROI");
    expect(searchResources(items, "api documentation")[0].items[0].title).toBe("Getting Started");
    expect(searchResources(items, "rôi")[0].items[0].title).toBe("Measuring ROI");
  });

  it("matches the start of words, so short words do not match inside longer ones", () => {
    expect(
      searchResources(items, "diagn").flatMap((group) => group.items.map((item) => item.title)),
    ).toEqual(["Healthcare AI in practice"]);
    expect(
      searchResources(items, "ai").flatMap((group) => group.items.map((item) => item.title)),
    ).toEqual(["Healthcare AI in practice"]);
    expect(searchResources(items, "ealthcare")).toEqual([]);
  });

  it("needs every word of the query and puts title matches first", () => {
    expect(
      searchResources(items, "healthcare diagnostics").flatMap((group) => group.items),
    ).toHaveLength(1);
    const blog = searchResources(items, "healthcare").find((group) => group.kind === "blog");
    expect(blog?.items.map((item) => item.title)).toEqual([
      "Healthcare AI in practice",
      "Automation in clinics",
    ]);
  });

  it("indexes every library, with blog posts at /resources/blog/{slug}, and every result opens a real page", async () => {
    const index = buildResourceIndex({
      posts,
      whitePapers: [featuredWhitePaper, ...whitePapers],
      researchStudies: [featuredStudy, ...researchStudies],
      guides,
      insights: [featuredInsight, ...insights],
    });
    expect(index.filter((item) => item.kind === "blog")).toHaveLength(posts.length);
    expect(index.find((item) => item.title === posts[0].title)?.href).toBe(
      `/resources/blog/${posts[0].slug}`,
    );
    for (const kind of ["white-paper", "research", "documentation", "insight"] as const) {
      expect(
        index.some((item) => item.kind === kind),
        kind,
      ).toBe(true);
    }
    const paths = new Set(await listRoutePaths());
    for (const item of index) expect(paths.has(item.href.split("#")[0]), item.href).toBe(true);
    for (const item of index) expect(item.description.length, item.title).toBeGreaterThan(0);
  });
});
