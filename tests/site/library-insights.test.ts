import { describe, expect, it } from "vitest";
import { contributors, insights, trendingTopics } from "@/content/resources/insights/insights";
import {
  builtPage,
  buttonSelector,
  isHidden,
  linkSelector,
  named,
  servedFile,
  visibleText,
} from "./build";

/**
 * The insights page and the 2025 predictions article as first served. The browser suite
 * (e2e/insights.spec.ts) keeps filtering, searching, sharing and bookmarking.
 */

const articlePath = "/resources/insights/ai-predictions-2025";

describe("the prerendered insights page", () => {
  const document = builtPage("/resources/insights");
  const byId = (id: string) => document.getElementById(id)!;

  it("features the 2025 predictions analysis and shows the six trending topics, each with its count", () => {
    expect(
      named(byId("featured-analysis"), linkSelector, "Read Full Analysis").map((link) =>
        link.getAttribute("href"),
      ),
    ).toEqual([articlePath]);
    const topics = [...byId("trending-topics").querySelectorAll("li")].map(visibleText);
    expect(topics).toHaveLength(6);
    expect(topics[0]).toMatch(/\d+ insights/);
    expect(topics).toEqual(trendingTopics.map((topic) => `${topic.name}${topic.count}`));
  });

  it("has the category chips with All Insights pressed and the search box", () => {
    const group = named(document, '[role="group"]', "Filter insights by category")[0];
    const chips = [...group.querySelectorAll(buttonSelector)];
    expect(chips.map(visibleText)).toEqual([
      "All Insights",
      "Future Trends",
      "Best Practices",
      "Business Value",
      "Ethics",
      "Accessibility",
      "Economics",
      "Healthcare",
    ]);
    expect(chips.map((chip) => chip.getAttribute("aria-pressed"))).toEqual([
      "true",
      ...chips.slice(1).map(() => "false"),
    ]);
    const search = named(document, 'input[type="search"]', "Search insights");
    expect(search).toHaveLength(1);
    expect(search[0].getAttribute("placeholder")).toBe("Search insights...");
  });

  it("lists the insights, the trending ones flagged, each card's title its link to a real page", () => {
    const latest = byId("latest-insights");
    const links = [...latest.querySelectorAll(linkSelector)];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      insights.map((insight) => insight.href),
    );
    for (const link of links) {
      const href = link.getAttribute("href")!;
      const page = builtPage(href);
      expect(servedFile(href), href).toBeDefined();
      expect(page.head.querySelector('meta[name="robots"][content*="noindex"]'), href).toBeNull();
    }
    const flags = [...latest.querySelectorAll("*")].filter(
      (element) => visibleText(element) === "Trending",
    );
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.filter(isHidden)).toEqual([]);
    expect(insights.filter((insight) => insight.trending).length).toBeGreaterThan(0);
  });

  it("shows the four contributors with their insights and followers, and the two calls to action", () => {
    const cards = [...byId("contributors").querySelectorAll("li")].map(visibleText);
    expect(cards).toHaveLength(4);
    expect(cards[0]).toMatch(/\d+\s*insights/);
    expect(cards[0]).toMatch(/followers/);
    cards.forEach((card, index) => {
      expect(card).toContain(contributors[index].name);
      expect(card).toContain(`${contributors[index].insights} insights`);
      expect(card).toContain(`${contributors[index].followers} followers`);
    });
    const hrefs = (name: string) =>
      named(document, linkSelector, name).map((link) => link.getAttribute("href"));
    expect(hrefs("Subscribe to Insights")).toEqual(["#newsletter"]);
    expect(hrefs("Request Custom Analysis")).toEqual(["/contact"]);
  });
});

describe("the prerendered 2025 predictions article", () => {
  const document = builtPage(articlePath);

  it("is a full article with a back link, contents and a consultation link", () => {
    expect(
      named(document, linkSelector, "Back to Insights").map((link) => link.getAttribute("href")),
    ).toEqual(["/resources/insights"]);
    expect(visibleText(document.querySelector("h1")!)).toBe(
      "AI Predictions for 2025: What Enterprise Leaders Need to Know",
    );
    const article = document.getElementById("article")!;
    expect((article.textContent ?? "").split(/\s+/).length).toBeGreaterThan(800);
    expect(article.querySelectorAll("h2[id]").length).toBeGreaterThanOrEqual(4);
    expect(
      named(document, linkSelector, "Schedule a Consultation").map((link) =>
        link.getAttribute("href"),
      ),
    ).toEqual(["/contact"]);
  });

  it("has the share buttons for Twitter, LinkedIn and Facebook and a bookmark button, not pressed", () => {
    const share = named(document, '[role="group"]', /^Share this analysis$/i)[0];
    for (const network of ["Twitter", "LinkedIn", "Facebook"])
      expect(named(share, buttonSelector, new RegExp(network)), network).toHaveLength(1);
    const bookmark = named(document, buttonSelector, /^Bookmark AI Predictions for 2025/);
    expect(bookmark).toHaveLength(1);
    expect(bookmark[0].getAttribute("aria-pressed")).toBe("false");
  });
});
