import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { blogCategories } from "@/content/types";
import { listingFields } from "@/lib/listing";
import {
  buttonSelector,
  builtFile,
  builtPage,
  builtRoutes,
  linkSelector,
  named,
  servedFile,
  visibleText,
} from "./build";

/**
 * The blog listing and every blog article as first served. The browser suite
 * (e2e/blog.spec.ts) keeps revealing, filtering, searching, bookmarking, sharing and the
 * jumps that need layout.
 */

/** "2024-03-12" → "Mar 12, 2024", worked out here apart from the site's own formatter. */
const shortDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

const featured = posts.filter((post) => post.featured);
const listed = posts.filter((post) => !post.featured);

/** A post card: a list item holding a title (the byline is a list of its own). */
const cardsIn = (scope: ParentNode) =>
  [...scope.querySelectorAll("li")].filter((item) => item.querySelector(":scope h3"));

describe("the prerendered blog listing", () => {
  const document = builtPage("/resources/blog");
  const listing = document.getElementById("articles")!;

  it("features generative-ai-enterprise apart from the list, which opens with nine of its posts", () => {
    expect(featured.map((post) => post.slug)).toEqual(["generative-ai-enterprise"]);
    const read = named(document, linkSelector, "Read Full Article");
    expect(read.map((link) => link.getAttribute("href"))).toEqual([
      "/resources/blog/generative-ai-enterprise",
    ]);
    expect(visibleText(document.getElementById(listing.getAttribute("aria-labelledby")!)!)).toBe(
      "Latest Articles",
    );
    const links = [...listing.querySelectorAll(linkSelector)].filter(
      (link) => !link.closest("noscript"),
    );
    expect(links).toHaveLength(9);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      listed.slice(0, 9).map((post) => `/resources/blog/${post.slug}`),
    );
    expect(links.map(visibleText)).not.toContain(featured[0].title);
    expect(visibleText(listing)).toContain(`9 of ${listed.length} articles shown`);
    expect(visibleText(listing)).toContain(`Showing 9 of ${listed.length} articles`);
    expect(named(listing, buttonSelector, "Show more articles")).toHaveLength(1);
    // Without JavaScript 'Show more' is hidden, and the rest of the list is there as links.
    const rest = [...listing.querySelectorAll(`noscript ${linkSelector}`)];
    expect(rest.map((link) => link.getAttribute("href"))).toEqual(
      listed.slice(9).map((post) => `/resources/blog/${post.slug}`),
    );
  });

  it("keeps the posts after the first nine for a search typed before the app: inert in a template, each card with the fields the app's search looks at", () => {
    const source = listing.querySelector<HTMLTemplateElement>("template[data-early-source]")!;
    expect(source.dataset.step).toBe("9");
    // In a file of their own, read once the page has loaded: the page stays in one round trip.
    expect(source.content.childNodes).toHaveLength(0);
    expect(source.dataset.src).toBe("/resources/blog/early-search.html");
    source.innerHTML = builtFile(source.dataset.src!).toString("utf8");
    const kept = cardsIn(source.content);
    expect(kept.map((card) => visibleText(card.querySelector("h3")!))).toEqual(
      listed.slice(9).map((post) => post.title),
    );
    const every = [...cardsIn(listing), ...kept];
    expect(every.map((card) => JSON.parse(card.dataset.search ?? "null"))).toEqual(
      listed.map(listingFields),
    );
    expect(visibleText(source.content.querySelector("[data-early-empty]")!)).toContain(
      "No Matching Articles",
    );
    // Where the boot draws the matches: empty and hidden as served.
    const place = listing.querySelector<HTMLElement>("[data-early-results]")!;
    expect(place.hidden).toBe(true);
    expect(place.childNodes).toHaveLength(0);
    expect(document.querySelectorAll("input[data-early-search]")).toHaveLength(1);
  });

  it("shows each card's category, views, title, author, reading time and date", () => {
    const cards = cardsIn(listing);
    expect(cards).toHaveLength(9);
    cards.forEach((card, index) => {
      const post = listed[index];
      const text = visibleText(card);
      expect(visibleText(card.querySelector("h3")!)).toBe(post.title);
      for (const fact of [post.category, post.views, post.author, post.readTime])
        expect(text, post.slug).toContain(fact);
      expect(text, post.slug).toContain(shortDate(post.date));
    });
    expect(shortDate("2024-03-12")).toBe("Mar 12, 2024");
  });

  it("has the category buttons, All Posts pressed, and a Filter toggle that starts closed", () => {
    const group = named(listing, '[role="group"]', "Filter articles by category")[0];
    const buttons = [...group.querySelectorAll(buttonSelector)];
    expect(buttons.map(visibleText)).toEqual(["All Posts", ...blogCategories]);
    expect(blogCategories).toEqual([
      "AI Trends",
      "Automation",
      "Best Practices",
      "Business Value",
      "Healthcare",
      "Marketing",
      "Ethics",
    ]);
    expect(buttons.map((button) => button.getAttribute("aria-pressed"))).toEqual([
      "true",
      ...blogCategories.map(() => "false"),
    ]);
    const filter = named(listing, buttonSelector, "Filter");
    expect(filter).toHaveLength(1);
    expect(filter[0].getAttribute("aria-expanded")).toBe("false");
  });

  it("has a search box labelled 'Search articles' with the placeholder 'Search articles...'", () => {
    const search = named(document, 'input[type="search"]', "Search articles");
    expect(search).toHaveLength(1);
    expect(search[0].getAttribute("placeholder")).toBe("Search articles...");
  });
});

const articlePaths = builtRoutes()
  .filter((route) => route.family === "/resources/blog/:slug")
  .map((route) => route.path);

it("every post, the featured one too, has an article page in the build", () => {
  expect(articlePaths.sort()).toEqual(posts.map((post) => `/resources/blog/${post.slug}`).sort());
});

describe.each(articlePaths)("the prerendered blog article %s", (path) => {
  const document = builtPage(path);
  const post = posts.find((entry) => `/resources/blog/${entry.slug}` === path)!;
  const hero = document.getElementById("hero")!;

  it("is indexable and titled like its card, with the back link, category, byline, date and reading time", () => {
    expect(document.head.querySelector('meta[name="robots"][content*="noindex"]')).toBeNull();
    expect(visibleText(document.querySelector("h1")!)).toBe(post.title);
    expect(hrefsNamed(hero, "Back to Blog")).toEqual(["/resources/blog"]);
    const text = visibleText(hero);
    for (const fact of [post.category, post.author, shortDate(post.date), post.readTime])
      expect(text).toContain(fact);
  });

  it("has contents that point at its sections, related posts of its category and a consultation link", () => {
    const toc = named(document, "nav", /^On this page$/i);
    expect(toc).toHaveLength(1);
    const targets = [...toc[0].querySelectorAll(linkSelector)].map((link) =>
      document.querySelector(`h2${link.getAttribute("href")}`),
    );
    expect(targets.length).toBeGreaterThanOrEqual(2);
    expect(targets).not.toContain(null);

    const related = cardsIn(document.getElementById("related")!);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const card of related) expect(visibleText(card)).toContain(post.category);
    expect(hrefsNamed(document.getElementById("consultation")!, "Schedule a Consultation")).toEqual(
      ["/contact"],
    );
  });

  it("describes itself as a BlogPosting with its headline, date, author and address", () => {
    const posting = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>)
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      author: { name: post.author },
    });
    expect(posting?.url).toMatch(new RegExp(`${path}$`));
  });
});

it("the AI model governance article has its specified facts and at least four contents links", () => {
  const document = builtPage("/resources/blog/ai-model-governance");
  expect(visibleText(document.querySelector("h1")!)).toBe(
    "AI Model Governance: Keeping Models Accountable",
  );
  const hero = visibleText(document.getElementById("hero")!);
  for (const fact of ["Ethics", "David Kim", "Oct 17, 2024", "6 min read"])
    expect(hero).toContain(fact);
  const toc = named(document, "nav", /^On this page$/i)[0];
  expect(toc.querySelectorAll(linkSelector).length).toBeGreaterThanOrEqual(4);
});

it("an unknown blog slug has no page, so the host answers with the 404 page", () => {
  const path = "/resources/blog/not-a-real-article";
  expect(builtRoutes().map((route) => route.path)).not.toContain(path);
  // The static host (and `vite preview`, scripts/vite-static-host-preview.ts) answers an
  // address without a file with 404.html; pages.test.ts checks that page.
  expect(servedFile(path)).toBeUndefined();
});

function hrefsNamed(scope: ParentNode, name: string) {
  return named(scope, linkSelector, name).map((link) => link.getAttribute("href"));
}
