import { describe, expect, it } from "vitest";
import { home } from "../../src/content/home/home";
import { accessibleName, builtPage, hrefsOf, linkSelector, named, visibleText } from "./build";
import { facts } from "../../src/content/facts";

/**
 * The home page as first served: its sections, links, counts and structured data. The browser
 * suite (e2e/home.spec.ts) keeps the FAQ's keyboard handling, axe and the narrow-screen layout.
 */
describe("the prerendered home page", () => {
  const document = builtPage("/");
  const main = document.querySelector("main")!;
  const section = (id: string) => {
    const found = main.querySelector(`[id="${id}"]`);
    expect(found, `#${id}`).not.toBeNull();
    return found!;
  };

  it("has its main heading and the twelve sections in the order the page lists them", () => {
    expect(main.querySelectorAll("h1")).toHaveLength(1);
    expect(visibleText(main.querySelector("h1")!)).toBe(home.hero.title);
    const ids = [...main.querySelectorAll("section[id]")]
      .filter((element) => !element.parentElement?.closest("section"))
      .map((element) => element.id);
    expect(ids).toEqual([
      "hero",
      "clients",
      "about",
      "services",
      "process",
      "industries",
      "case-studies",
      "why-choose-us",
      "testimonials",
      "get-started",
      "technologies",
      "faq",
    ]);
  });

  it("the hero sends visitors to /contact and /services and shows the three stats", () => {
    const hero = section("hero");
    for (const [name, href] of [
      ["Get Started", "/contact"],
      ["Our Services", "/services"],
    ]) {
      const links = named(hero, linkSelector, name);
      expect(links, name).toHaveLength(1);
      expect(links[0].getAttribute("href")).toBe(href);
    }
    for (const [value, label] of [
      [facts.teamSize, "Developers"],
      ["70+", "Projects"],
      ["11M+", "Revenue"],
    ]) {
      const stat = [...hero.querySelectorAll("dl > div")].filter((item) =>
        visibleText(item).includes(label),
      );
      expect(stat, label).toHaveLength(1);
      expect(visibleText(stat[0].querySelector("dd")!)).toBe(value);
    }
  });

  it("services, industries and case studies link where the specification says", () => {
    const demo = named(main, linkSelector, "Book a Demo");
    expect(demo).toHaveLength(1);
    expect(demo[0].getAttribute("href")).toBe("/contact");

    const services = hrefsOf(section("services"), "ul a");
    expect(services).toHaveLength(4);
    for (const href of services)
      expect(href).toMatch(
        /^\/services\/(automation|performance-marketing|app-development|web-development)$/,
      );
    expect(services).toEqual(home.services.items.map((item) => item.href));

    const industries = hrefsOf(section("industries"), "ul a");
    expect(industries).toHaveLength(4);
    for (const href of industries)
      expect(href).toMatch(
        /^\/industries\/(financial-services|healthcare|manufacturing|retail|government|technology)$/,
      );
    expect(industries).toEqual(home.industries.items.map((item) => item.href));

    const caseStudies = named(section("case-studies"), linkSelector, /read case study/i);
    expect(caseStudies).toHaveLength(4);
    for (const link of caseStudies)
      expect(link.getAttribute("href")).toMatch(/^\/case-studies#[a-z-]+$/);

    expect(section("get-started").querySelector(linkSelector)?.getAttribute("href")).toBe(
      "/contact",
    );
  });

  it("shows four reasons, a technology grid of 12 and three testimonials read as 5 out of 5", () => {
    const reasons = section("why-choose-us");
    expect(reasons.querySelectorAll("ul > li")).toHaveLength(4);
    for (const claim of ["80%", "99.9%", "280%", "24/7"])
      expect(visibleText(reasons)).toContain(claim);
    expect(section("technologies").querySelectorAll("ul > li")).toHaveLength(12);
    const testimonials = section("testimonials");
    expect(testimonials.querySelectorAll("figure")).toHaveLength(3);
    expect(named(testimonials, '[role="img"]', "Rated 5 out of 5")).toHaveLength(3);
  });

  it("has an FAQ of six questions, all closed, each answer in the page", () => {
    const items = [...section("faq").querySelectorAll("details")];
    expect(items).toHaveLength(6);
    expect(items.map((item) => visibleText(item.querySelector("summary")!))).toEqual(
      home.faq.items.map((item) => item.question),
    );
    for (const item of items) {
      expect(item.hasAttribute("open")).toBe(false);
      expect(item.querySelector("p")).not.toBeNull();
    }
  });

  it("publishes the FAQ as FAQPage structured data", () => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) =>
        JSON.parse(script.textContent ?? "") as {
          "@type": string;
          mainEntity?: { name: string }[];
        },
    );
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(6);
    expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(
      home.faq.items.map((item) => item.question),
    );
  });

  it("an industry card's one link is its title", () => {
    const card = [...section("industries").querySelectorAll("li")].filter((item) =>
      visibleText(item).includes("Healthcare"),
    );
    expect(card).toHaveLength(1);
    const links = card[0].querySelectorAll(linkSelector);
    expect(links).toHaveLength(1);
    expect(links[0].closest("h3")).not.toBeNull();
    expect(visibleText(links[0])).toBe("Healthcare");
    expect(accessibleName(links[0])).toBe("Healthcare");
    expect(visibleText(card[0])).toContain(home.industries.linkLabel);
  });
});
