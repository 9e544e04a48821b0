import { describe, expect, it } from "vitest";
import { aboutPage } from "../../src/content/about/about";
import { caseStudiesPage } from "../../src/content/case-studies/case-studies";
import { accessibleName, builtPage, linkSelector, named, visibleText } from "./build";
import { facts } from "../../src/content/facts";

/**
 * The About and Case Studies pages as first served. The browser suite (e2e/about.spec.ts)
 * keeps what needs layout or a click: the careers section scrolled into view, and
 * 'Start Your Project' followed.
 */

const headingSelector = "h1, h2, h3, h4, h5, h6, [role='heading']";

/** The one link under `scope` named `name`, and its address. */
function linkTarget(scope: ParentNode, name: string) {
  const links = named(scope, linkSelector, name);
  expect(links, name).toHaveLength(1);
  return links[0].getAttribute("href");
}

describe("the prerendered About page", () => {
  const main = builtPage("/about").querySelector("main")!;

  it("shows the stats, mission, vision, values, four leaders and the 2020-2024 timeline", () => {
    const stats = main.querySelector("#stats")!;
    for (const value of [facts.projectsDelivered, facts.clientsServed, "5", facts.teamSize]) {
      const found = [...stats.querySelectorAll("*")].filter(
        (element) => element.children.length === 0 && visibleText(element) === value,
      );
      expect(found, value).toHaveLength(1);
    }
    const headings = [...main.querySelectorAll(headingSelector)].map(accessibleName);
    expect(headings).toContain("Our Mission");
    expect(headings).toContain("Our Vision");
    expect(main.querySelectorAll("#values li")).toHaveLength(6);
    expect(main.querySelectorAll("#leadership h3")).toHaveLength(4);
    expect([...main.querySelectorAll("#timeline ol > li > span")].map(visibleText)).toEqual([
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
    ]);
  });

  it("links to /contact and /case-studies", () => {
    const hero = main.querySelector("#hero")!;
    expect(linkTarget(hero, "Work With Us")).toBe("/contact");
    expect(linkTarget(hero, "View Case Studies")).toBe("/case-studies");
  });

  it("has a careers section, 'Join Our Team', whose 'Apply Now' goes to /contact", () => {
    const careers = main.querySelector("#careers")!;
    expect([...careers.querySelectorAll("h2")].map(visibleText)).toEqual([aboutPage.careers.title]);
    expect(aboutPage.careers.title).toBe("Join Our Team");
    expect(linkTarget(careers, "Apply Now")).toBe("/contact");
  });
});

describe("the prerendered Case Studies page", () => {
  const main = builtPage("/case-studies").querySelector("main")!;

  it("tells the manufacturing, healthcare and fintech stories in full", () => {
    expect(caseStudiesPage.list.studies.map((study) => study.id)).toEqual([
      "manufacturing",
      "healthcare",
      "fintech",
    ]);
    for (const id of ["manufacturing", "healthcare", "fintech"]) {
      const study = main.querySelector(`[id="${id}"]`);
      expect(study, id).not.toBeNull();
      const headings = [...study!.querySelectorAll(headingSelector)].map(accessibleName);
      for (const label of ["The Challenge", "Our Solution", "Technologies", "Results"])
        expect(headings, `${id}: ${label}`).toContain(label);
      expect(visibleText(study!)).toContain("Duration");
      expect(visibleText(study!)).toContain("Team Size");
    }
  });

  it("has two 'Start Your Project' links, both to /contact", () => {
    const links = named(main, linkSelector, "Start Your Project");
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute("href")).toBe("/contact");
  });
});
