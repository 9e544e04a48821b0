import { describe, expect, it } from "vitest";
import { industryPages } from "@/content/industries";
import { industriesPage } from "@/content/industries/industries-page";
import { industryTemplate } from "@/content/industries/industry-template";

const slugs = [
  "financial-services",
  "healthcare",
  "manufacturing",
  "retail",
  "government",
  "technology",
];
const percentage = /^\d+(\.\d+)?%$/;

describe("industries overview content", () => {
  it("has the specified hero with an 'Explore Solutions' button that scrolls to the grid", () => {
    expect(industriesPage.hero.title).toBe("AI Solutions for Every Industry");
    expect(industriesPage.hero.actions).toEqual([
      { label: "Explore Solutions", href: `#${industriesPage.grid.id}` },
    ]);
  });

  it("labels each card's link 'Learn More'", () => {
    expect(industriesPage.grid.linkLabel).toBe("Learn More");
  });

  it("closes with 'Schedule Consultation' to /contact and 'View Case Studies' to /case-studies", () => {
    expect(industriesPage.cta.actions).toEqual([
      { label: "Schedule Consultation", href: "/contact" },
      { label: "View Case Studies", href: "/case-studies" },
    ]);
  });

  it("has a page description of 50-160 characters", () => {
    expect(industriesPage.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(industriesPage.meta.description.length).toBeLessThanOrEqual(160);
  });
});

describe("industry pages content", () => {
  it("covers the six specified industries in order", () => {
    expect(industryPages.map((industry) => industry.slug)).toEqual(slugs);
  });

  it("gives every overview card a title, description, key features, technologies and its own page as href", () => {
    for (const { slug, card } of industryPages) {
      expect(card.href).toBe(`/industries/${slug}`);
      expect(card.title).not.toBe("");
      expect(card.description.length).toBeGreaterThan(40);
      expect(card.features.length).toBeGreaterThanOrEqual(3);
      expect(card.technologies.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("names the industries as the menu does", () => {
    expect(industryPages.map((industry) => industry.card.title)).toEqual([
      "Financial Services",
      "Healthcare",
      "Manufacturing",
      "Retail & E-commerce",
      "Government & Defense",
      "Technology",
    ]);
  });

  it("gives every industry page hero buttons to /contact and /case-studies and a closing call to action to /contact and /industries", () => {
    expect(industryTemplate.hero.actions.map((action) => action.href)).toEqual([
      "/contact",
      "/case-studies",
    ]);
    expect(industryTemplate.cta.actions.map((action) => action.href)).toEqual([
      "/contact",
      "/industries",
    ]);
  });

  it.each(industryPages.map((industry) => [industry.slug, industry] as const))(
    "%s has four solutions with feature lists, key benefits with percentages and three success stories with results",
    (_, industry) => {
      expect(industry.solutions.items).toHaveLength(4);
      for (const solution of industry.solutions.items)
        expect(solution.features.length).toBeGreaterThanOrEqual(3);

      expect(industry.benefits.items.length).toBeGreaterThanOrEqual(3);
      for (const benefit of industry.benefits.items) expect(benefit.value).toMatch(percentage);

      expect(industry.successStories.items).toHaveLength(3);
      for (const story of industry.successStories.items)
        expect(story.results.length).toBeGreaterThanOrEqual(2);
    },
  );

  it("claims a 95% reduction in fraud detection time on the financial services page", () => {
    const financial = industryPages.find((industry) => industry.slug === "financial-services")!;
    expect(
      financial.benefits.items.map((benefit) => `${benefit.value} ${benefit.label}`),
    ).toContain("95% reduction in fraud detection time");
  });

  it("gives every industry except financial services a technologies grid of six named and categorised items", () => {
    for (const industry of industryPages) {
      if (industry.slug === "financial-services") {
        expect(industry.technologies).toBeUndefined();
        continue;
      }
      expect(industry.technologies?.items).toHaveLength(6);
      for (const technology of industry.technologies!.items) {
        expect(technology.name).not.toBe("");
        expect(technology.category).not.toBe("");
      }
    }
  });

  it("gives every page its own title and a description of 50-160 characters", () => {
    const titles = [
      industriesPage.meta.title,
      ...industryPages.map((industry) => industry.meta.title),
    ];
    expect(new Set(titles).size).toBe(titles.length);
    for (const { meta } of industryPages) {
      expect(meta.description.length, meta.title).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, meta.title).toBeLessThanOrEqual(160);
    }
  });
});
