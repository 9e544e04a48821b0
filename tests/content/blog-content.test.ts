import { describe, expect, it } from "vitest";
import { blogArticleTemplate, blogPage } from "@/content/resources/blog/blog-page";
import { posts } from "@/content/resources/blog/posts";
import { blogCategories, type ArticleBlock } from "@/content/types";
import { articleBodySlugs, countWords, loadArticleBody, readingTime } from "@/lib/blog-articles";
import { featuredPost, listedPosts, relatedPosts, tableOfContents } from "@/lib/blog";
import { listRoutePaths } from "@/routes";

/** The eleven articles the specification names: full-length pieces. */
const fullArticles = [
  "ai-automation-trends-2024",
  "scalable-ai-solutions",
  "no-code-automation",
  "ai-roi-measurement",
  "healthcare-ai",
  "ai-ethics",
  "performance-marketing-ai",
  "generative-ai-enterprise",
  "edge-ai-revolution",
  "advanced-rpa",
  "ai-model-governance",
];

async function bodyOf(slug: string): Promise<ArticleBlock[]> {
  const body = await loadArticleBody(slug);
  if (!body) throw new Error(`No body for ${slug}`);
  return body;
}

describe("blog content", () => {
  it("lists 28 posts and features generative-ai-enterprise outside the list", () => {
    expect(listedPosts(posts)).toHaveLength(28);
    expect(posts.filter((post) => post.featured)).toHaveLength(1);
    expect(featuredPost(posts)?.slug).toBe("generative-ai-enterprise");
    expect(listedPosts(posts).map((post) => post.slug)).not.toContain("generative-ai-enterprise");
  });

  it("has 4 to 8 listed posts in every category", () => {
    for (const category of blogCategories) {
      const count = listedPosts(posts).filter((post) => post.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(4);
      expect(count, category).toBeLessThanOrEqual(8);
    }
  });

  it("gives every post a unique slug, an ISO date and a description of 50-160 characters", () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.date)), post.slug).toBe(false);
      expect(post.description.length, post.slug).toBeGreaterThanOrEqual(50);
      expect(post.description.length, post.slug).toBeLessThanOrEqual(160);
      expect(post.views).toMatch(/^\d+(\.\d)?k$/);
    }
  });

  it("has an article page for every post, the featured one included, and no article page without a post", async () => {
    const articles = (await listRoutePaths()).filter((path) => path.startsWith("/resources/blog/"));
    expect([...articles].sort()).toEqual(
      posts.map((post) => `/resources/blog/${post.slug}`).sort(),
    );
    for (const slug of fullArticles) expect(articles).toContain(`/resources/blog/${slug}`);
  });

  it("gives every post at least one related post from its own category", () => {
    for (const post of posts) {
      const related = relatedPosts(post, posts);
      expect(related.length, post.slug).toBeGreaterThan(0);
      expect(related.every((other) => other.category === post.category)).toBe(true);
    }
  });

  it("has a body file for every post and a post for every body file", () => {
    expect([...articleBodySlugs].sort()).toEqual(posts.map((post) => post.slug).sort());
  });

  it("makes the eleven named articles at least 800 words and every other at least 400", async () => {
    expect(fullArticles.every((slug) => posts.some((post) => post.slug === slug))).toBe(true);
    for (const post of posts) {
      const words = countWords(await bodyOf(post.slug));
      expect(words, post.slug).toBeGreaterThanOrEqual(fullArticles.includes(post.slug) ? 800 : 400);
    }
  });

  it("keeps each post's readTime equal to the reading time of its body", async () => {
    for (const post of posts) {
      expect(post.readTime, post.slug).toBe(readingTime(await bodyOf(post.slug)));
    }
  });

  it("gives every article headed sections with unique anchors, and non-empty blocks", async () => {
    for (const post of posts) {
      const body = await bodyOf(post.slug);
      const toc = tableOfContents(body);
      expect(toc.length, post.slug).toBeGreaterThanOrEqual(
        fullArticles.includes(post.slug) ? 4 : 2,
      );
      expect(new Set(toc.map((entry) => entry.id)).size).toBe(toc.length);
      for (const block of body) {
        if (block.type === "list") expect(block.items.length, post.slug).toBeGreaterThan(0);
        else expect(block.text.trim(), post.slug).not.toBe("");
      }
    }
  });

  it("is written in American English", async () => {
    const british =
      /\b((organ|optim|summar|real|priorit|custom|personal)is(e|es|ed|ing|ation|ations)|analys(e|ed|ing)|behaviour|colour|favour|labour|centre|programme|licence|defence|judgement|modelling|labelling|cancelled|whilst|postcode)\b/i;
    for (const post of posts) {
      const text = JSON.stringify([post, await bodyOf(post.slug)]);
      expect(text.match(british)?.[0], post.slug).toBeUndefined();
    }
  });

  it("has page copy with the texts the specification names", () => {
    expect(blogPage.search.placeholder).toBe("Search articles...");
    expect(blogPage.featured.readLabel).toBe("Read Full Article");
    expect(blogPage.list.allLabel).toBe("All Posts");
    expect(blogPage.list.readMoreLabel).toBe("Read More");
    expect(blogPage.bookmark.addedToast.title).toBe("Article bookmarked!");
    expect(blogArticleTemplate.backLink).toEqual({
      label: "Back to Blog",
      href: "/resources/blog",
    });
    expect(blogArticleTemplate.share.copiedToast.title).toBe("Link copied to clipboard!");
    expect(blogArticleTemplate.cta.actions.some((action) => action.href === "/contact")).toBe(true);
    expect(blogPage.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(blogPage.meta.description.length).toBeLessThanOrEqual(160);
  });
});
