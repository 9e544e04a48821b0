import { describe, expect, it } from "vitest";
import {
  buildResourceIndex,
  countResults,
  searchResources,
  type ResourceSearchItem,
} from "@/lib/resource-search";

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

  it("indexes every library, with blog posts at /resources/blog/{slug} and the rest at their own pages", () => {
    const entry = { category: "Automation", author: "Ada Lovelace" };
    const index = buildResourceIndex({
      posts: [{ ...entry, slug: "first-post", title: "First Post", excerpt: "A post's excerpt." }],
      whitePapers: [{ ...entry, title: "A Paper", description: "A paper.", href: "/p/paper" }],
      researchStudies: [{ ...entry, title: "A Study", description: "A study.", href: "/s/study" }],
      guides: [{ ...entry, title: "A Guide", description: "A guide.", href: "/g/guide#start" }],
      insights: [{ ...entry, title: "An Insight", excerpt: "An insight.", href: "/i/insight" }],
    });
    expect(index).toEqual([
      {
        kind: "blog",
        title: "First Post",
        description: "A post's excerpt.",
        category: "Automation",
        author: "Ada Lovelace",
        href: "/resources/blog/first-post",
      },
      {
        kind: "white-paper",
        title: "A Paper",
        description: "A paper.",
        category: "Automation",
        author: "Ada Lovelace",
        href: "/p/paper",
      },
      {
        kind: "research",
        title: "A Study",
        description: "A study.",
        category: "Automation",
        author: "Ada Lovelace",
        href: "/s/study",
      },
      {
        kind: "documentation",
        title: "A Guide",
        description: "A guide.",
        category: "Automation",
        author: "Ada Lovelace",
        href: "/g/guide#start",
      },
      {
        kind: "insight",
        title: "An Insight",
        description: "An insight.",
        category: "Automation",
        author: "Ada Lovelace",
        href: "/i/insight",
      },
    ]);
  });

  it("describes an entry by its excerpt, else its description, else nothing", () => {
    const index = buildResourceIndex({
      posts: [],
      whitePapers: [
        { title: "Both", category: "C", excerpt: "Excerpt.", description: "Desc.", href: "/a" },
        { title: "Neither", category: "C", href: "/b" },
      ],
      researchStudies: [],
      guides: [],
      insights: [],
    });
    expect(index.map((item) => item.description)).toEqual(["Excerpt.", ""]);
  });

  it("finds an indexed entry by its author", () => {
    const index = buildResourceIndex({
      posts: [{ slug: "p", title: "Post", category: "C", excerpt: "E.", author: "Grace Hopper" }],
      whitePapers: [],
      researchStudies: [],
      guides: [],
      insights: [],
    });
    expect(countResults(searchResources(index, "hopper"))).toBe(1);
  });
});
