import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import type { ArticleBlock, BlogPostMeta } from "@/content/types";
import {
  filterPosts,
  initials,
  listedPosts,
  relatedPosts,
  reservedArticleIds,
  slugify,
  tableOfContents,
} from "@/lib/blog";

const listed = listedPosts(posts);

function post(overrides: Partial<BlogPostMeta>): BlogPostMeta {
  return {
    slug: "example",
    title: "Example",
    excerpt: "An example post.",
    description: "An example post used by the tests of the blog filters.",
    author: "Ada Lovelace",
    date: "2024-01-01",
    category: "Automation",
    readTime: "3 min read",
    views: "1.0k",
    ...overrides,
  };
}

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
    const ethicsBias = filterPosts(listed, { category: "Ethics", query: "bias" });
    expect(ethicsBias.length).toBeGreaterThan(0);
    expect(ethicsBias.every((entry) => entry.category === "Ethics")).toBe(true);
    expect(filterPosts(listed, { category: "Marketing", query: "governance" })).toEqual([]);
    expect(
      filterPosts(listed, { savedSlugs: ["ai-ethics", "quantum-ai"] })
        .map((entry) => entry.slug)
        .sort(),
    ).toEqual(["ai-ethics", "quantum-ai"]);
    expect(filterPosts(listed, { savedSlugs: [] })).toEqual([]);
    expect(filterPosts(listed, {})).toHaveLength(28);
  });

  it("suggests up to three other posts from the same category, newest first", () => {
    for (const current of posts) {
      const related = relatedPosts(current, posts);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.length).toBeGreaterThan(0);
      expect(
        related.every(
          (entry) => entry.category === current.category && entry.slug !== current.slug,
        ),
      ).toBe(true);
      expect([...related].sort((a, b) => b.date.localeCompare(a.date))).toEqual(related);
    }
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
