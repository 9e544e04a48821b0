import { describe, expect, it } from "vitest";
import { coreServices as coreServiceContent } from "../../src/content/services/services-page";
import {
  builtPage,
  builtRoutes,
  hrefsOf,
  linkSelector,
  named,
  servedFile,
  visibleText,
} from "./build";

/**
 * The services overview and the service detail pages as first served. The browser suite
 * (e2e/services.spec.ts) keeps what needs layout: a card's address scrolls to the card.
 */

/** The five core services with the prices and delivery times the specification fixes. */
const coreServices = [
  {
    id: "ai-automation",
    pricing: "From $15k",
    delivery: "6-12 weeks",
    href: "/services/automation",
  },
  {
    id: "performance-marketing",
    pricing: "From $5k",
    delivery: "2-4 weeks",
    href: "/services/performance-marketing",
  },
  {
    id: "low-code-automation",
    pricing: "From $3k",
    delivery: "1-3 weeks",
    href: "/services/automation",
  },
  {
    id: "app-development",
    pricing: "From $20k",
    delivery: "8-16 weeks",
    href: "/services/app-development",
  },
  {
    id: "web-development",
    pricing: "From $10k",
    delivery: "4-10 weeks",
    href: "/services/web-development",
  },
];

const detailPaths = builtRoutes()
  .filter((route) => route.family === "/services/:slug")
  .map((route) => route.path);

/** Inside an element the page hides from everyone. */
const isHidden = (element: Element) => element.closest('[hidden], [aria-hidden="true"]') !== null;

describe("the prerendered services overview", () => {
  const main = builtPage("/services").querySelector("main")!;

  it("has its main heading and the two engagement models", () => {
    expect(main.querySelectorAll("h1")).toHaveLength(1);
    const models = main.querySelector("#engagement-models")!;
    expect([...models.querySelectorAll("h3")].map(visibleText)).toEqual([
      "Staff Augmentation",
      "Project-Based Delivery",
    ]);
  });

  it("shows the five core services with their price, delivery time and 'Learn More' target", () => {
    expect(named(main, linkSelector, /^Learn More\b/)).toHaveLength(5);
    expect(coreServiceContent.map((service) => service.id)).toEqual(
      coreServices.map((service) => service.id),
    );
    for (const service of coreServices) {
      const card = main.querySelector(`[id="${service.id}"]`);
      expect(card, service.id).not.toBeNull();
      expect(visibleText(card!)).toContain(service.pricing);
      expect(visibleText(card!)).toContain(service.delivery);
      expect(hrefsOf(card!, linkSelector), service.id).toEqual([service.href]);
      expect(named(card!, linkSelector, /^Learn More\b/), service.id).toHaveLength(1);
    }
  });
});

describe.each(detailPaths)("the prerendered service page %s", (path) => {
  const main = builtPage(path).querySelector("main")!;

  it("has its heading, a four-step process and calls to action to /contact, /case-studies and /services", () => {
    expect(main.querySelectorAll("h1")).toHaveLength(1);
    expect(main.querySelectorAll("#process ol > li")).toHaveLength(4);
    for (const href of ["/contact", "/case-studies", "/services"]) {
      const links = [...main.querySelectorAll(`a[href="${href}"]`)].filter(
        (link) => !isHidden(link) && visibleText(link) !== "",
      );
      expect(links.length, href).toBeGreaterThan(0);
    }
  });
});

it("the build has the four service detail pages of the specification", () => {
  expect(detailPaths.sort()).toEqual([
    "/services/app-development",
    "/services/automation",
    "/services/performance-marketing",
    "/services/web-development",
  ]);
});

it("the automation page prices both low-code and AI automation", () => {
  const pricing = visibleText(builtPage("/services/automation").querySelector("#pricing")!);
  for (const text of ["From $3k", "1-3 weeks", "From $15k", "6-12 weeks"])
    expect(pricing).toContain(text);
});

it("the automation page's offering cards lead nowhere, so none is a link", () => {
  const offerings = builtPage("/services/automation").querySelector("#offerings")!;
  expect(offerings.querySelectorAll("li").length).toBeGreaterThan(0);
  expect(offerings.querySelectorAll(linkSelector)).toHaveLength(0);
});

it("the service ids without a page of their own get the 404 page from the host", () => {
  const paths = new Set(builtRoutes().map((route) => route.path));
  for (const path of ["/services/ai-automation", "/services/low-code-automation"]) {
    expect(paths.has(path), path).toBe(false);
    // The static host (and `vite preview`, scripts/vite-static-host-preview.ts) answers an
    // address without a file with 404.html and status 404; pages.test.ts checks that page.
    expect(servedFile(path), path).toBeUndefined();
  }
});
