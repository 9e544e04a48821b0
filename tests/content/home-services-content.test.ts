import { describe, expect, it } from "vitest";
import { caseStudiesPage } from "@/content/case-studies/case-studies";
import { caseStudyHighlights } from "@/content/home/case-study-highlights";
import { faq } from "@/content/home/faq";
import { home } from "@/content/home/home";
import { serviceDetailPages } from "@/content/services";
import { coreServices, servicesPage } from "@/content/services/services-page";
import { technologies } from "@/content/home/technologies";
import { testimonials } from "@/content/home/testimonials";
import type { CallToAction, PageMeta } from "@/content/types";
import { matchRoute } from "@/routes";
import { facts } from "@/content/facts";

/** Every link a visitor can follow from these pages' content. */
function contentLinks(): CallToAction[] {
  return [
    ...home.hero.actions,
    home.about.action,
    ...home.services.items.map((item) => ({ label: item.title, href: item.href })),
    home.services.action,
    ...home.industries.items.map((item) => ({ label: item.title, href: item.href })),
    home.industries.action,
    ...caseStudyHighlights.map((item) => ({ label: item.title, href: item.href })),
    ...home.cta.actions,
    ...servicesPage.hero.actions,
    ...coreServices.map((service) => ({ label: service.title, href: service.href })),
    ...servicesPage.cta.actions,
    ...serviceDetailPages.flatMap((page) => [
      ...page.hero.actions,
      page.packages.action,
      ...page.cta.actions,
    ]),
  ];
}

describe("home page content", () => {
  it("gives every section a distinct anchor", () => {
    const ids = [
      home.about.id,
      home.services.id,
      home.process.id,
      home.industries.id,
      home.caseStudies.id,
      home.reasons.id,
      home.testimonials.id,
      home.technologies.id,
      home.faq.id,
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(home.faq.items).toBe(faq);
    expect(home.testimonials.items).toBe(testimonials);
    expect(home.caseStudies.items).toBe(caseStudyHighlights);
    expect(home.technologies.items).toBe(technologies);
  });

  it("has 'Get Started' to /contact and 'Our Services' to /services in the hero", () => {
    expect(home.hero.actions).toEqual([
      { label: "Get Started", href: "/contact" },
      { label: "Our Services", href: "/services" },
    ]);
  });

  it("shows the stats: the team's size in developers, 70+ projects and 11M+ revenue", () => {
    expect(home.hero.stats.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`)).toEqual([
      `${facts.teamSize} developers`,
      "70+ projects",
      "11M+ revenue",
    ]);
  });

  it("has three market figures in About, each with a source", () => {
    expect(home.about.figures).toHaveLength(3);
    for (const figure of home.about.figures) expect(figure.source).not.toBe("");
  });

  it("has four service cards leading to service pages and a 'Book a Demo' button to /contact", () => {
    expect(home.services.items).toHaveLength(4);
    for (const item of home.services.items) expect(item.href).toMatch(/^\/services\/[a-z-]+$/);
    expect(home.services.action).toEqual({ label: "Book a Demo", href: "/contact" });
  });

  it("has a four-step process numbered 1 to 4", () => {
    expect(home.process.steps.map((step) => step.step)).toEqual([1, 2, 3, 4]);
  });

  it("has four industries, each linking to its industry page", () => {
    expect(home.industries.items).toHaveLength(4);
    for (const item of home.industries.items) expect(item.href).toMatch(/^\/industries\/[a-z-]+$/);
  });

  it("gives every case study, here and on /case-studies, a chart whose sentence states every figure it draws", () => {
    const charts = [
      ...caseStudiesPage.list.studies.map((study) => study.chart),
      ...caseStudyHighlights.map((study) => study.chart),
    ];
    for (const chart of charts) {
      expect(chart.summary, chart.metric).not.toBe("");
      expect(chart.bars.length, chart.metric).toBeGreaterThan(0);
      for (const bar of chart.bars) expect(chart.summary, chart.metric).toContain(bar.display);
    }
  });

  it("has four case studies, each linking to its own story on /case-studies, or to the list", () => {
    expect(caseStudyHighlights).toHaveLength(4);
    const { list } = caseStudiesPage;
    const anchors = [list.id, ...list.studies.map((story) => story.id)];
    expect(caseStudyHighlights.map((study) => study.href)).toEqual([
      "/case-studies#manufacturing",
      "/case-studies#healthcare",
      "/case-studies#fintech",
      "/case-studies#case-studies",
    ]);
    for (const study of caseStudyHighlights) {
      const [path, hash] = study.href.split("#");
      expect(path).toBe("/case-studies");
      expect(anchors, study.href).toContain(hash);
      expect(study.results.length).toBeGreaterThanOrEqual(3);
      expect(study.technologies.length).toBeGreaterThan(0);
    }
  });

  it("gives four reasons built on the specified marketing claims", () => {
    expect(home.reasons.items.map((item) => `${item.value} ${item.valueLabel}`)).toEqual([
      "80% less manual work",
      "99.9% uptime",
      "280% ROI",
      "24/7 support",
    ]);
  });

  it("has three testimonials, each rated 5, and a rating label that names the number", () => {
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(5);
    expect(home.testimonials.ratingLabel.replace("{rating}", "5")).toBe("Rated 5 out of 5");
  });

  it("ends with a call to action to /contact", () => {
    expect(home.cta.actions[0].href).toBe("/contact");
  });

  it("has a technology grid of 12 distinct items, each with a category", () => {
    expect(technologies).toHaveLength(12);
    expect(new Set(technologies.map((item) => item.name)).size).toBe(12);
    for (const item of technologies) expect(item.category).not.toBe("");
  });

  it("has an FAQ of six distinct questions with answers", () => {
    expect(faq).toHaveLength(6);
    expect(new Set(faq.map((entry) => entry.question)).size).toBe(6);
    for (const entry of faq) expect(entry.answer.length).toBeGreaterThan(80);
  });
});

describe("services overview content", () => {
  it("offers the two engagement models", () => {
    expect(servicesPage.engagementModels.items.map((model) => model.title)).toEqual([
      "Staff Augmentation",
      "Project-Based Delivery",
    ]);
  });

  it("lists the five core services with the specified ids, prices and delivery times", () => {
    expect(
      coreServices.map(({ id, pricing, deliveryTime }) => ({ id, pricing, deliveryTime })),
    ).toEqual([
      { id: "ai-automation", pricing: "From $15k", deliveryTime: "6-12 weeks" },
      { id: "performance-marketing", pricing: "From $5k", deliveryTime: "2-4 weeks" },
      { id: "low-code-automation", pricing: "From $3k", deliveryTime: "1-3 weeks" },
      { id: "app-development", pricing: "From $20k", deliveryTime: "8-16 weeks" },
      { id: "web-development", pricing: "From $10k", deliveryTime: "4-10 weeks" },
    ]);
  });

  it("gives every service a title, subtitle, description, features and technologies", () => {
    for (const service of coreServices) {
      expect(service.title).not.toBe("");
      expect(service.subtitle).not.toBe("");
      expect(service.description.length).toBeGreaterThan(60);
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.technologies.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("sends 'Learn More' to each service's detail page, both automation services to /services/automation", () => {
    expect(servicesPage.coreServices.linkLabel).toBe("Learn More");
    expect(Object.fromEntries(coreServices.map((service) => [service.id, service.href]))).toEqual({
      "ai-automation": "/services/automation",
      "performance-marketing": "/services/performance-marketing",
      "low-code-automation": "/services/automation",
      "app-development": "/services/app-development",
      "web-development": "/services/web-development",
    });
  });

  it("points the in-page hero button at the core services section", () => {
    const anchors = servicesPage.hero.actions.filter((action) => action.href.startsWith("#"));
    for (const anchor of anchors) expect(anchor.href).toBe(`#${servicesPage.coreServices.id}`);
  });
});

describe("service detail pages content", () => {
  it("has the four specified pages", () => {
    expect(serviceDetailPages.map((page) => page.slug)).toEqual([
      "automation",
      "performance-marketing",
      "app-development",
      "web-development",
    ]);
  });

  it("gives each page cards, metrics, benefits, a four-step process and technologies", () => {
    for (const page of serviceDetailPages) {
      expect(page.offerings.items.length, page.slug).toBeGreaterThanOrEqual(4);
      expect(page.metrics.items, page.slug).toHaveLength(4);
      expect(page.benefits.items.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(
        page.process.steps.map((step) => step.step),
        page.slug,
      ).toEqual([1, 2, 3, 4]);
      expect(page.technologies.items.length, page.slug).toBeGreaterThanOrEqual(6);
    }
  });

  it("calls visitors to /contact, /case-studies and /services", () => {
    for (const page of serviceDetailPages) {
      const hrefs = [...page.hero.actions, ...page.cta.actions].map((action) => action.href);
      expect(hrefs, page.slug).toEqual(
        expect.arrayContaining(["/contact", "/case-studies", "/services"]),
      );
    }
  });

  it("shows as packages only core services that exist, and the automation page shows both automation services", () => {
    const ids = new Set(coreServices.map((service) => service.id));
    for (const page of serviceDetailPages)
      for (const id of page.packages.serviceIds) expect(ids.has(id)).toBe(true);
    expect(serviceDetailPages[0].packages.serviceIds).toEqual([
      "low-code-automation",
      "ai-automation",
    ]);
  });
});

describe("home and services content as a whole", () => {
  it("links only to pages of the site", () => {
    for (const { label, href } of contentLinks()) {
      if (href.startsWith("#")) continue;
      expect(matchRoute(href.split("#")[0]), `${label} → ${href}`).toBeDefined();
    }
  });

  it("gives every page a title and a description of 50-160 characters", () => {
    const metas: PageMeta[] = [
      home.meta,
      servicesPage.meta,
      ...serviceDetailPages.map((page) => page.meta),
    ];
    for (const meta of metas) {
      expect(meta.title.length, meta.title).toBeGreaterThan(10);
      expect(meta.description.length, meta.title).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, meta.title).toBeLessThanOrEqual(160);
    }
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
  });
});
