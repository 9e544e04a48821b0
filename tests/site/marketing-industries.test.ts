import { describe, expect, it } from "vitest";
import { industryPages } from "../../src/content/industries";
import { industriesPage } from "../../src/content/industries/industries-page";
import {
  builtPage,
  builtRoutes,
  hrefsOf,
  linkSelector,
  named,
  visibleText,
  withText,
} from "./build";

/**
 * The industries overview and the six industry pages as first served. The browser suite
 * (e2e/industries.spec.ts) keeps the clicks: 'Explore Solutions' scrolling to the grid, a
 * card's 'Learn More' opening its page, and an unknown industry reached inside the site.
 */

const industryPaths = builtRoutes()
  .filter((route) => route.family === "/industries/:slug")
  .map((route) => route.path);

describe("the prerendered industries overview", () => {
  const main = builtPage("/industries").querySelector("main")!;
  const grid = main.querySelector("#industries")!;

  it("has its heading, and 'Explore Solutions' points at the grid of six industries", () => {
    expect([...main.querySelectorAll("h1")].map(visibleText)).toEqual([
      "AI Solutions for Every Industry",
    ]);
    const explore = named(main, linkSelector, "Explore Solutions");
    expect(explore).toHaveLength(1);
    expect(explore[0].getAttribute("href")).toBe("#industries");
    expect([...grid.querySelectorAll("h2")].map(visibleText)).toContain(industriesPage.grid.title);

    const cards = industryPages.map((industry) => industry.card.title);
    expect(cards).toHaveLength(6);
    expect([...grid.querySelectorAll("h3")].map(visibleText)).toEqual(cards);
    expect(withText(grid, "Key Features")).toHaveLength(6);
    expect(withText(grid, "Technologies")).toHaveLength(6);
    // Each card's one link is its title; 'Learn More' stays visible on every card.
    expect(withText(grid, "Learn More")).toHaveLength(6);
    expect([...grid.querySelectorAll(`h3 ${linkSelector}`)].map(visibleText)).toEqual(cards);
    expect(hrefsOf(grid)).toEqual(industryPages.map(({ slug }) => `/industries/${slug}`));
  });

  it("closes with 'Schedule Consultation' to /contact and 'View Case Studies' to /case-studies", () => {
    for (const [name, href] of [
      ["Schedule Consultation", "/contact"],
      ["View Case Studies", "/case-studies"],
    ]) {
      const links = named(main, linkSelector, name);
      expect(links, name).toHaveLength(1);
      expect(links[0].getAttribute("href")).toBe(href);
    }
  });
});

it("the route table has a page for each of the six industries, in the overview's order", () => {
  expect(industryPaths).toEqual(industryPages.map(({ slug }) => `/industries/${slug}`));
  expect(industryPaths).toHaveLength(6);
});

describe.each(industryPaths)("the prerendered industry page %s", (path) => {
  const industry = industryPages.find(({ slug }) => `/industries/${slug}` === path)!;
  const document = builtPage(path);
  const main = document.querySelector("main")!;

  it("shows its heading, four solutions, key benefits, three success stories and its calls to action", () => {
    expect([...main.querySelectorAll("h1")].map(visibleText)).toEqual([industry.hero.title]);
    expect(hrefsOf(main.querySelector("#hero")!)).toEqual(["/contact", "/case-studies"]);

    const solutions = main.querySelector("#solutions")!;
    expect(solutions.querySelectorAll("h3")).toHaveLength(4);
    expect(solutions.querySelectorAll("li li")).toHaveLength(16);
    const benefits = [...main.querySelectorAll("#benefits > div > ul > li")].map(visibleText);
    expect(benefits.length).toBeGreaterThanOrEqual(3);
    for (const text of benefits) expect(text).toMatch(/^\d+%\s\S/);
    const stories = main.querySelector("#success-stories")!;
    expect(stories.querySelectorAll("h3")).toHaveLength(3);
    expect(withText(stories, "Results")).toHaveLength(3);

    expect(hrefsOf(main.querySelector("#get-started")!)).toEqual(["/contact", "/industries"]);
  });

  if (path === "/industries/financial-services") {
    it("claims a 95% reduction in fraud detection time and has no technologies section", () => {
      expect(visibleText(main.querySelector("#benefits")!)).toContain(
        "95% reduction in fraud detection time",
      );
      expect(document.querySelector("#technologies")).toBeNull();
    });
  } else {
    it("has a technologies grid of six, each with a name and a category", () => {
      const tiles = [...main.querySelectorAll("#technologies li")];
      expect(tiles).toHaveLength(6);
      for (const tile of tiles) expect(tile.querySelectorAll("span")).toHaveLength(2);
      expect(tiles.map((tile) => visibleText(tile.querySelector("span")!))).toEqual(
        industry.technologies?.items.map((item) => item.name),
      );
    });
  }
});
