import { describe, expect, it } from "vitest";
import type { ArticleBlock, BlogPostMeta } from "@/content/types";
import {
  featuredPost,
  filterPosts,
  initials,
  listedPosts,
  relatedPosts,
  reservedArticleIds,
  slugify,
  tableOfContents,
} from "@/lib/blog";
import { fixturePost } from "./fixtures";

const post = fixturePost;

describe("blog filters", () => {
  it("searches title, excerpt, category and author, ignoring case and extra spaces", () => {
    const sample = [
      post({ slug: "a", title: "Quantum Leaps" }),
      post({ slug: "b", excerpt: "Robots that read invoices." }),
      post({ slug: "c", category: "Healthcare" }),
      post({ slug: "d", author: "Grace Hopper" }),
    ];
    const search = (query: string) => filterPosts(sample, { query }).map((entry) => entry.slug);
    expect(search("quantum")).toEqual(["a"]);
    expect(search("  INVOICES ")).toEqual(["b"]);
    expect(search("healthcare")).toEqual(["c"]);
    expect(search("hopper")).toEqual(["d"]);
    expect(search("")).toHaveLength(4);
    expect(search("zebra")).toEqual([]);
  });

  it("combines category, search and saved-only", () => {
    const sample = [
      post({ slug: "bias", category: "Ethics", title: "Bias in Hiring Models" }),
      post({ slug: "audit", category: "Ethics", title: "Auditing Models" }),
      post({ slug: "ads", category: "Marketing", title: "Bias in Ad Targeting" }),
      post({ slug: "rules", category: "Marketing", title: "Campaign Rules" }),
    ];
    const slugs = (entries: BlogPostMeta[]) => entries.map((entry) => entry.slug);
    expect(slugs(filterPosts(sample, { category: "Ethics" }))).toEqual(["bias", "audit"]);
    expect(slugs(filterPosts(sample, { query: "bias" }))).toEqual(["bias", "ads"]);
    expect(slugs(filterPosts(sample, { category: "Ethics", query: "bias" }))).toEqual(["bias"]);
    expect(filterPosts(sample, { category: "Marketing", query: "auditing" })).toEqual([]);
    expect(slugs(filterPosts(sample, { savedSlugs: ["rules", "bias"] }))).toEqual([
      "bias",
      "rules",
    ]);
    expect(
      slugs(filterPosts(sample, { savedSlugs: ["bias", "ads"], category: "Marketing" })),
    ).toEqual(["ads"]);
    expect(filterPosts(sample, { savedSlugs: [] })).toEqual([]);
    expect(filterPosts(sample, { savedSlugs: null, category: null })).toEqual(sample);
    expect(filterPosts(sample, {})).toEqual(sample);
  });

  it("lists every post but the featured one, which it finds on its own", () => {
    const sample = [
      post({ slug: "a" }),
      post({ slug: "lead", featured: true }),
      post({ slug: "b" }),
    ];
    expect(listedPosts(sample).map((entry) => entry.slug)).toEqual(["a", "b"]);
    expect(featuredPost(sample)?.slug).toBe("lead");
    expect(featuredPost([post({ slug: "a" })])).toBeUndefined();
  });

  it("suggests up to three other posts from the same category, newest first", () => {
    const current = post({ slug: "current", category: "Ethics", date: "2024-03-01" });
    const sample = [
      current,
      post({ slug: "old", category: "Ethics", date: "2023-01-01" }),
      post({ slug: "newest", category: "Ethics", date: "2024-06-01" }),
      post({ slug: "other-category", category: "Marketing", date: "2024-12-01" }),
      post({ slug: "middle", category: "Ethics", date: "2024-02-01" }),
      post({ slug: "older", category: "Ethics", date: "2023-06-01" }),
    ];
    const related = (limit?: number) =>
      relatedPosts(current, sample, limit).map((entry) => entry.slug);
    expect(related()).toEqual(["newest", "middle", "older"]);
    expect(related(10)).toEqual(["newest", "middle", "older", "old"]);
    expect(relatedPosts(post({ slug: "alone", category: "Healthcare" }), sample)).toEqual([]);
  });
});

describe("article helpers", () => {
  it("turns headings into anchor ids that are unique and never clash with the page's own ids", () => {
    expect(slugify("Fairness: decide what fair means")).toBe("fairness-decide-what-fair-means");
    expect(slugify("R&D at 10x")).toBe("r-and-d-at-10x");
    const body: ArticleBlock[] = [
      { type: "heading", text: "Overview" },
      { type: "paragraph", text: "Text." },
      { type: "heading", text: "Overview" },
      { type: "heading", text: "Related" },
      { type: "heading", text: "!!!" },
    ];
    const ids = tableOfContents(body).map((entry) => entry.id);
    expect(ids).toEqual(["overview", "overview-2", "related-2", "section"]);
    expect(ids.some((id) => reservedArticleIds.includes(id))).toBe(false);
  });

  it("makes initials from a name, without a title", () => {
    expect(initials("Dr. Emily Watson")).toBe("EW");
    expect(initials("Lisa Thompson")).toBe("LT");
  });
});
