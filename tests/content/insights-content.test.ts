import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { insightArticle } from "@/content/resources/insights/ai-predictions-2025";
import {
  contributors,
  featuredInsight,
  insights,
  insightsPage,
  trendingTopics,
} from "@/content/resources/insights/insights";
import { insightCategories } from "@/content/types";
import { countWords, readingTime } from "@/lib/blog-articles";
import { site } from "@/content/site";
import { tableOfContents } from "@/lib/blog";

function isRealPage(href: string): boolean {
  if (href === insightArticle.path) return true;
  const slug = /^\/resources\/blog\/([a-z0-9-]+)$/.exec(href)?.[1];
  return slug !== undefined && posts.some((post) => post.slug === slug);
}

describe("insights content", () => {
  it("has insights, four contributors and six trending topics", () => {
    expect(insights.length).toBeGreaterThan(0);
    expect(contributors).toHaveLength(4);
    expect(trendingTopics).toHaveLength(6);
  });

  it("has the eight chips of the specification, All Insights first", () => {
    expect([insightsPage.library.allLabel, ...insightCategories]).toEqual([
      "All Insights",
      "Future Trends",
      "Best Practices",
      "Business Value",
      "Ethics",
      "Accessibility",
      "Economics",
      "Healthcare",
    ]);
  });

  it("flags some, but not all, insights as trending", () => {
    const trending = insights.filter((insight) => insight.trending).length;
    expect(trending).toBeGreaterThan(0);
    expect(trending).toBeLessThan(insights.length);
  });

  it("gives every insight the fields of the specification and a card that opens a real page", () => {
    for (const insight of [featuredInsight, ...insights]) {
      expect(insight.title.length).toBeGreaterThan(10);
      expect(insight.excerpt.length).toBeGreaterThan(60);
      expect(insight.author).not.toBe("");
      expect(insight.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(insight.readTime).toMatch(/^\d+ min read$/);
      expect(insightCategories).toContain(insight.category);
      expect(insight.views).toMatch(/^\d+(\.\d)?k$/);
      expect(Number.isInteger(insight.comments)).toBe(true);
      expect(isRealPage(insight.href), insight.href).toBe(true);
    }
    expect(new Set(insights.map((insight) => insight.title)).size).toBe(insights.length);
  });

  it("features the 2025 predictions article, with its true reading time", () => {
    expect(featuredInsight.href).toBe("/resources/insights/ai-predictions-2025");
    expect(featuredInsight.title).toBe(insightArticle.title);
    expect(featuredInsight.readTime).toBe(readingTime(insightArticle.body));
    expect(featuredInsight.engagement).not.toBe("");
  });

  it("files every insight under known trending topics, and every topic finds at least one insight", () => {
    const names = trendingTopics.map((topic) => topic.name);
    for (const insight of insights) {
      expect(insight.topics?.length, insight.title).toBeGreaterThan(0);
      for (const topic of insight.topics ?? []) expect(names, insight.title).toContain(topic);
    }
    for (const name of names) {
      expect(
        insights.some((insight) => insight.topics?.includes(name)),
        name,
      ).toBe(true);
    }
  });

  it("has topics with a name and a count, and contributors with title, insights and followers", () => {
    for (const topic of trendingTopics) expect(topic.count).toMatch(/^(1 insight|\d+ insights)$/);
    for (const person of contributors) {
      expect(person.title).not.toBe("");
      expect(person.insights).toBeGreaterThan(0);
      expect(person.followers).toMatch(/^\d+(\.\d)?k$/);
    }
  });

  it("has the texts the specification names", () => {
    expect(insightsPage.search.placeholder).toBe("Search insights...");
    expect(insightsPage.featured.share.copiedToast.title).toBe("Link copied to clipboard!");
    expect(insightsPage.cta.actions).toContainEqual({
      label: "Subscribe to Insights",
      href: "#newsletter",
    });
    expect(insightsPage.cta.actions).toContainEqual({
      label: "Request Custom Analysis",
      href: "/contact",
    });
    for (const meta of [insightsPage.meta, insightArticle.meta]) {
      expect(meta.description.length).toBeGreaterThanOrEqual(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("makes the predictions article a full article with headed sections and its share and bookmark texts", () => {
    expect(countWords(insightArticle.body)).toBeGreaterThanOrEqual(800);
    expect(tableOfContents(insightArticle.body).length).toBeGreaterThanOrEqual(4);
    expect(insightArticle.backLink.href).toBe("/resources/insights");
    expect(insightArticle.share.networks.map((entry) => entry.label)).toEqual([
      "X (Twitter)",
      "LinkedIn",
      "Facebook",
    ]);
    // The share button for X says what the footer's X link says.
    expect(insightArticle.share.networks[0]?.label).toBe(
      site.socials.find((social) => social.icon === "x")?.label,
    );
    expect(insightArticle.share.toast).toBe("Sharing on {network}!");
    expect(insightArticle.bookmark.addedToast.title).toBe("Article bookmarked!");
    expect(insightArticle.cta.actions).toContainEqual({
      label: "Schedule a Consultation",
      href: "/contact",
    });
  });
});
