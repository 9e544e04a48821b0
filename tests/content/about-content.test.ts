import { describe, expect, it } from "vitest";
import { aboutPage } from "@/content/about/about";
import { caseStudiesPage } from "@/content/case-studies/case-studies";
import { footerColumns } from "@/content/navigation";
import { listRoutePaths } from "@/routes";
import { facts } from "@/content/facts";

describe("About page content", () => {
  it("states the four headline figures", () => {
    // The figures are quoted from src/content/facts.ts (their values: tests/content/facts-agree.test.ts).
    expect(aboutPage.stats.items.map((stat) => stat.value)).toEqual([
      facts.projectsDelivered,
      facts.clientsServed,
      "5",
      facts.teamSize,
    ]);
    expect(aboutPage.stats.items.map((stat) => stat.label.toLowerCase())).toEqual([
      expect.stringContaining("projects"),
      expect.stringContaining("clients"),
      expect.stringContaining("years"),
      expect.stringContaining("team members"),
    ]);
  });

  it("has a mission, a vision and core values with icon, title and description", () => {
    expect(aboutPage.mission.statements.map((statement) => statement.id)).toEqual([
      "mission",
      "vision",
    ]);
    for (const statement of aboutPage.mission.statements) expect(statement.text).not.toBe("");
    expect(aboutPage.values.items.length).toBeGreaterThanOrEqual(4);
    for (const value of aboutPage.values.items) {
      expect(value.icon && value.title && value.description, value.title).toBeTruthy();
    }
  });

  it("introduces four leaders with role, experience, expertise and bio", () => {
    expect(aboutPage.leadership.leaders).toHaveLength(4);
    for (const leader of aboutPage.leadership.leaders) {
      expect(leader.role && leader.experience && leader.bio, leader.name).toBeTruthy();
      expect(leader.expertise.length, leader.name).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives each leader a portrait of their own", () => {
    const portraits = aboutPage.leadership.leaders.map((leader) => JSON.stringify(leader.portrait));
    expect(new Set(portraits).size).toBe(aboutPage.leadership.leaders.length);
  });

  it("tells the story in five milestones, one a year from 2020 to 2024", () => {
    expect(aboutPage.timeline.milestones.map((milestone) => milestone.year)).toEqual([
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
    ]);
  });

  it("has a Careers section the footer's Careers link reaches, with open roles and a way to apply", () => {
    const careersLink = footerColumns
      .flatMap((column) => column.links)
      .find((link) => link.label === "Careers");
    expect(careersLink?.href).toBe("/about#careers");
    expect(aboutPage.careers.roles.length).toBeGreaterThan(0);
    expect(aboutPage.careers.apply.href).toBe("/contact");
  });

  it("offers buttons to /contact and /case-studies", () => {
    const hrefs = [...aboutPage.hero.actions, ...aboutPage.cta.actions].map(
      (action) => action.href,
    );
    expect(hrefs).toContain("/contact");
    expect(hrefs).toContain("/case-studies");
  });
});

describe("Case Studies page content", () => {
  it("tells three full case studies: manufacturing, healthcare and fintech", () => {
    const { studies } = caseStudiesPage.list;
    expect(studies.map((study) => study.id)).toEqual(["manufacturing", "healthcare", "fintech"]);
    for (const study of studies) {
      for (const field of [
        study.title,
        study.client,
        study.industry,
        study.challenge,
        study.solution,
        study.duration,
        study.teamSize,
      ]) {
        expect(field, study.id).not.toBe("");
      }
      expect(study.technologies.length, study.id).toBeGreaterThanOrEqual(3);
      expect(study.results.length, study.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("sends 'Start Your Project' to /contact", () => {
    const actions = [...caseStudiesPage.hero.actions, ...caseStudiesPage.cta.actions];
    expect(
      actions
        .filter((action) => action.label === "Start Your Project")
        .map((action) => action.href),
    ).toEqual(["/contact", "/contact"]);
  });
});

describe("company pages", () => {
  it("link only to real pages and carry meta descriptions of 50 to 160 characters", async () => {
    const paths = new Set(await listRoutePaths());
    const hrefs = [
      ...aboutPage.hero.actions,
      ...aboutPage.cta.actions,
      aboutPage.careers.apply,
      ...caseStudiesPage.hero.actions,
      ...caseStudiesPage.cta.actions,
    ].map((action) => action.href);
    for (const href of hrefs) expect(paths.has(href), href).toBe(true);
    for (const meta of [aboutPage.meta, caseStudiesPage.meta]) {
      expect(meta.description.length).toBeGreaterThanOrEqual(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });
});
