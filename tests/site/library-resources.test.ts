import { describe, expect, it } from "vitest";
import { resourcesPage } from "@/content/resources/resources";
import { builtPage, buttonSelector, linkSelector, named, shownText, visibleText } from "./build";

/**
 * The resources hub as first served. The browser suite (e2e/resources.spec.ts) keeps the
 * search across the libraries, a click where a card shows its cue, and axe with results open.
 */

describe("the prerendered resources hub", () => {
  const document = builtPage("/resources");
  const byId = (id: string) => document.getElementById(id)!;

  it("shows the five resource types with their count labels, each card's title its link", () => {
    const section = byId("resource-types");
    const types = [
      ["Blog", "150+ Articles", "/resources/blog"],
      ["White Papers", "25+ Papers", "/resources/white-papers"],
      ["Research", "40+ Studies", "/resources/research"],
      ["Documentation", "200+ Docs", "/resources/documentation"],
      ["AI Insights", "75+ Insights", "/resources/insights"],
    ];
    for (const [title, count, href] of types) {
      expect(shownText(section, count), count).toHaveLength(1);
      expect(
        named(section, linkSelector, title).map((link) => link.getAttribute("href")),
        title,
      ).toEqual([href]);
    }
    expect(section.querySelectorAll(linkSelector)).toHaveLength(5);
    expect(shownText(section, "Explore")).toHaveLength(5);
  });

  it("features three items, each card's title its one link, with 'Access Content' shown on each", () => {
    const featured = byId("featured");
    const links = [...featured.querySelectorAll(linkSelector)];
    expect(links).toHaveLength(3);
    expect(shownText(featured, "Access Content")).toHaveLength(3);
    expect(visibleText(links[0])).toMatch(/^The Practical Guide to Measuring AI ROI$/i);
    expect(links[0].getAttribute("href")).toBe("/resources/whitepapers/ai-roi-guide");
    expect(links.map((link) => [visibleText(link), link.getAttribute("href")])).toEqual(
      resourcesPage.featured.items.map((item) => [item.title, item.href]),
    );
  });

  it("has the search box with its placeholder and a search button", () => {
    const hero = byId("hero");
    const search = named(hero, 'input[type="search"]', "Search all resources");
    expect(search).toHaveLength(1);
    expect(search[0].getAttribute("placeholder")).toBe("Search resources...");
    expect(named(hero, buttonSelector, "Search")).toHaveLength(1);
  });

  it("has one newsletter box, the footer's", () => {
    const fields = named(document, "input", "Email address for the newsletter");
    expect(fields).toHaveLength(1);
    const footer = document.querySelector("footer")!;
    expect(footer.contains(fields[0])).toBe(true);
    expect(fields[0].getAttribute("placeholder")).toBe("Enter your email");
    expect(footer.querySelectorAll('input[placeholder="Enter your email"]')).toHaveLength(1);
    expect(named(footer, buttonSelector, "Subscribe")).toHaveLength(1);
  });
});
