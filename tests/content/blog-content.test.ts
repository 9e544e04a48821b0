import { describe, expect, it } from "vitest";
import { blogArticleTemplate, blogPage } from "@/content/resources/blog/blog-page";
import { posts } from "@/content/resources/blog/posts";
import type { ArticleBlock } from "@/content/types";
import { fullArticles } from "@/content/resources/blog/full-articles";
import { loadArticleBody } from "@/lib/blog-articles";
import { featuredPost, listedPosts, relatedPosts } from "@/lib/blog";
import { listRoutePaths } from "@/routes";

async function bodyOf(slug: string): Promise<ArticleBlock[]> {
  const body = await loadArticleBody(slug);
  if (!body) throw new Error(`No body for ${slug}`);
  return body;
}

describe("blog content", () => {
  // Each post's fields, its body, reading time and category sizes are content rules
  // (scripts/content/rules.ts), run by tests/content/content-rules.test.ts and the build.
  it("features generative-ai-enterprise outside the list, and lists every other post", () => {
    expect(featuredPost(posts)?.slug).toBe("generative-ai-enterprise");
    expect(listedPosts(posts).map((post) => post.slug)).toEqual(
      posts.filter((post) => post.slug !== "generative-ai-enterprise").map((post) => post.slug),
    );
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
