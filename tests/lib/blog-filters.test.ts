import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { insights } from "@/content/resources/insights/insights";
import type { ArticleBlock, BlogPostMeta } from "@/content/types";
import {
  fill,
  filterInsights,
  filterPosts,
  filterPostsByCategory,
  formatPostDate,
  initials,
  listedPosts,
  matchesQuery,
  parseBlogCategory,
  relatedPosts,
  reservedArticleIds,
  searchPosts,
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
  it("shows every post for All Posts and only matching posts for a category", () => {
    expect(filterPostsByCategory(listed, null)).toHaveLength(28);
    const ethics = filterPostsByCategory(listed, "Ethics");
    expect(ethics.length).toBeGreaterThanOrEqual(4);
    expect(ethics.every((entry) => entry.category === "Ethics")).toBe(true);
  });

  it("searches title, excerpt, category and author, ignoring case and extra spaces", () => {
    const sample = [
      post({ slug: "a", title: "Quantum Leaps" }),
      post({ slug: "b", excerpt: "Robots that read invoices." }),
      post({ slug: "c", category: "Healthcare" }),
      post({ slug: "d", author: "Grace Hopper" }),
    ];
    expect(searchPosts(sample, "quantum").map((entry) => entry.slug)).toEqual(["a"]);
    expect(searchPosts(sample, "  INVOICES ").map((entry) => entry.slug)).toEqual(["b"]);
    expect(searchPosts(sample, "healthcare").map((entry) => entry.slug)).toEqual(["c"]);
    expect(searchPosts(sample, "hopper").map((entry) => entry.slug)).toEqual(["d"]);
    expect(searchPosts(sample, "")).toHaveLength(4);
    expect(searchPosts(sample, "zebra")).toEqual([]);
  });

  it("needs every word of a multi-word search to match", () => {
    expect(matchesQuery(["Edge AI", "James Park"], "edge park")).toBe(true);
    expect(matchesQuery(["Edge AI", "James Park"], "edge kim")).toBe(false);
    expect(matchesQuery(["Café culture"], "cafe")).toBe(true);
  });

  it("finds the real posts by author and by topic", () => {
    expect(searchPosts(listed, "David Kim").every((entry) => entry.author === "David Kim")).toBe(
      true,
    );
    expect(searchPosts(listed, "David Kim").length).toBeGreaterThan(0);
    expect(searchPosts(listed, "robotic process").map((entry) => entry.slug)).toContain(
      "advanced-rpa",
    );
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

  it("reads the category from the address and ignores unknown names", () => {
    expect(parseBlogCategory("AI Trends")).toBe("AI Trends");
    expect(parseBlogCategory("Best Practices")).toBe("Best Practices");
    expect(parseBlogCategory("ai trends")).toBeNull();
    expect(parseBlogCategory("Gardening")).toBeNull();
    expect(parseBlogCategory(null)).toBeNull();
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

  it("filters insights by chip and search together", () => {
    expect(filterInsights(insights, {})).toHaveLength(6);
    const economics = filterInsights(insights, { category: "Economics" });
    expect(economics.length).toBeGreaterThan(0);
    expect(economics.every((entry) => entry.category === "Economics")).toBe(true);
    expect(
      filterInsights(insights, { query: "lisa thompson" }).every(
        (entry) => entry.author === "Lisa Thompson",
      ),
    ).toBe(true);
    expect(filterInsights(insights, { query: "edge" }).map((entry) => entry.category)).toContain(
      "Future Trends",
    );
    expect(filterInsights(insights, { category: "Ethics", query: "edge" })).toEqual([]);
  });
});

describe("article helpers", () => {
  it("formats dates the same everywhere, like Mar 12, 2024", () => {
    expect(formatPostDate("2024-03-12")).toBe("Mar 12, 2024");
    expect(formatPostDate("2024-12-31")).toBe("Dec 31, 2024");
    expect(formatPostDate("2024-01-01")).toBe("Jan 1, 2024");
  });

  it("fills placeholders and leaves unknown ones alone", () => {
    expect(fill("Showing {count} of {total} articles", { count: 4, total: 28 })).toBe(
      "Showing 4 of 28 articles",
    );
    expect(fill("Sharing on {network}!", { network: "Twitter" })).toBe("Sharing on Twitter!");
    expect(fill("{missing}", {})).toBe("{missing}");
  });

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
