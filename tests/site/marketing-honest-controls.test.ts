import { expect, it } from "vitest";
import { caseStudiesPage } from "../../src/content/case-studies/case-studies";
import { caseStudyHighlights } from "../../src/content/home/case-study-highlights";
import { accessibleName, builtPage, linkSelector, named } from "./build";

/**
 * Controls that lead where they say, as first served. The browser suite
 * (e2e/honest-controls.spec.ts) follows the home page's case study links and the insights
 * page's newsletter link and checks where they scroll.
 */

const headingSelector = "h1, h2, h3, h4, h5, h6, [role='heading']";

it("each 'Read case study' on the home page leads to its own story, or to the list when it has none", () => {
  const links = named(
    builtPage("/").querySelector("#case-studies")!,
    linkSelector,
    /^Read case study: /,
  );
  expect(links).toHaveLength(caseStudyHighlights.length);
  expect(links).toHaveLength(4);
  const caseStudies = builtPage("/case-studies");
  const ownStories = caseStudyHighlights.filter((highlight, index) => {
    const href = links[index].getAttribute("href")!;
    expect(href).toBe(highlight.href);
    expect(accessibleName(links[index])).toBe(`Read case study: ${highlight.title}`);
    const hash = new URL(href, "http://site").hash.slice(1);
    const story = caseStudiesPage.list.studies.find((study) => study.id === hash);
    // A story of its own, under the card's title; otherwise the list of every story.
    const heading = story ? highlight.title : caseStudiesPage.list.title;
    if (!story) expect(hash).toBe(caseStudiesPage.list.id);
    const targets = caseStudies.querySelectorAll(`[id="${hash}"]`);
    expect(targets, href).toHaveLength(1);
    expect([...targets[0].querySelectorAll(headingSelector)].map(accessibleName), href).toContain(
      heading,
    );
    return story !== undefined;
  });
  // Three cards have a full story on /case-studies; the fourth leads to the list.
  expect(ownStories.map((highlight) => highlight.title)).toEqual([
    "Predictive Maintenance for an Automotive Parts Maker",
    "Automated Patient Intake for a 14-Clinic Network",
    "Real-Time Fraud Detection for a Digital Lender",
  ]);
});

it("'Community Forum' and 'Support Portal' stay on the site without an external-link icon", () => {
  const quickAccess = builtPage("/resources/documentation").querySelector("#quick-access")!;
  for (const name of ["Community Forum", "Support Portal"]) {
    const links = named(quickAccess, linkSelector, name);
    expect(links, name).toHaveLength(1);
    expect(links[0].getAttribute("href")).toBe("/contact");
    expect(links[0].getAttribute("target")).not.toBe("_blank");
    const tile = links[0].closest("li");
    expect(tile, name).not.toBeNull();
    expect(tile!.querySelectorAll("svg.lucide-arrow-up-right")).toHaveLength(0);
  }
});
