import { describe, expect, it } from "vitest";
import { aboutPage } from "../../src/content/about/about";
import { caseStudiesPage } from "../../src/content/case-studies/case-studies";
import { contactPage } from "../../src/content/contact/contact";
import { caseStudyHighlights } from "../../src/content/home/case-study-highlights";
import { home } from "../../src/content/home/home";
import { industryPages } from "../../src/content/industries";
import { industriesPage } from "../../src/content/industries/industries-page";
import { resourcesPage } from "../../src/content/resources/resources";
import { serviceDetailPages } from "../../src/content/services";
import { servicesPage } from "../../src/content/services/services-page";
import { builtPage, builtRoutes, visibleText } from "./build";

/**
 * The drawings as first served: which hero has which drawing, hidden from screen readers;
 * the leaders' portraits; the named result charts and the client wordmarks. Where the
 * drawings sit and that they are painted stays in e2e/visuals.spec.ts.
 */

/** The drawing each page's content asks its hero for; every other page has none. */
const heroVisuals = new Map<string, string | undefined>([
  ["/", home.hero.visual],
  ["/services", servicesPage.hero.visual],
  ...serviceDetailPages.map((page) => [`/services/${page.slug}`, page.hero.visual] as const),
  ["/industries", industriesPage.hero.visual],
  ...industryPages.map((page) => [`/industries/${page.slug}`, page.hero.visual] as const),
  ["/about", aboutPage.hero.visual],
  ["/case-studies", caseStudiesPage.hero.visual],
  ["/contact", contactPage.hero.visual],
  ["/resources", resourcesPage.hero.visual],
]);

/** Elements with role="img" and their names. */
const namedImages = (scope: Element) =>
  [...scope.querySelectorAll('[role="img"]')].map(
    (image) => image.getAttribute("aria-label") ?? "",
  );

it("the pages whose content names a hero drawing are all in the route table", () => {
  const paths = new Set(builtRoutes().map((route) => route.path));
  for (const path of heroVisuals.keys()) expect(paths, path).toContain(path);
  expect([...heroVisuals.values()].filter(Boolean)).toHaveLength(17);
});

describe.each(builtRoutes())("the hero of $path", ({ path }) => {
  it("shows the drawing its content names beside a split layout, hidden from screen readers, or none and a centred layout", () => {
    const document = builtPage(path);
    const hero = document.getElementById("hero");
    const drawings = hero ? [...hero.querySelectorAll("[data-visual]")] : [];
    const expected = heroVisuals.get(path);
    expect(drawings.map((drawing) => drawing.getAttribute("data-visual"))).toEqual(
      expected ? [expected] : [],
    );
    if (expected) {
      expect(hero!.getAttribute("data-layout")).toBe("split");
      // The whole drawing, whether SVG or a mock screen in HTML, under one hidden root.
      const parts = [...drawings[0]!.children];
      expect(parts, "the drawing").toHaveLength(1);
      expect(parts[0]!.getAttribute("aria-hidden")).toBe("true");
    } else if (hero?.hasAttribute("data-layout")) {
      expect(hero.getAttribute("data-layout")).toBe("centred");
    }
  });
});

it("/resources/blog keeps the centred hero, without a drawing", () => {
  const hero = builtPage("/resources/blog").getElementById("hero")!;
  expect(hero.getAttribute("data-layout")).toBe("centred");
  expect(hero.querySelector("[data-visual]")).toBeNull();
});

it("About shows an illustrated portrait for each of the four leaders, not initials", () => {
  const leadership = builtPage("/about").getElementById(aboutPage.leadership.id)!;
  const cards = [...leadership.querySelectorAll("li")].filter((item) => item.querySelector("h3"));
  expect(cards).toHaveLength(4);
  expect(cards.map((card) => visibleText(card.querySelector("h3")!))).toEqual(
    aboutPage.leadership.leaders.map((leader) => leader.name),
  );
  for (const card of cards) {
    expect(card.querySelector("svg[aria-hidden='true']"), visibleText(card)).not.toBeNull();
    const walker = card.ownerDocument.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      expect(node.textContent?.trim()).not.toMatch(/^[A-Z]{2}$/);
  }
});

it("each case study shows its headline result as a chart with a spoken summary", () => {
  const charts = namedImages(builtPage("/case-studies").getElementById(caseStudiesPage.list.id)!);
  expect(charts).toEqual(caseStudiesPage.list.studies.map((study) => study.chart.summary));
  for (const summary of [
    /unplanned downtime fell 42%/,
    /intake time per new patient fell 75%/,
    /fraud detection time fell 95%/,
  ])
    expect(charts.filter((chart) => summary.test(chart))).toHaveLength(1);
});

it("the home page's case study cards each carry a named result chart, and a strip of eight client wordmarks follows the hero", () => {
  const document = builtPage("/");
  const charts = namedImages(document.getElementById("case-studies")!);
  expect(charts).toHaveLength(4);
  for (const chart of charts) expect(chart).toMatch(/^Chart: /);
  expect(charts).toEqual(caseStudyHighlights.map((study) => study.chart.summary));
  expect(charts.filter((chart) => /cost per acquisition fell 38%/.test(chart))).toHaveLength(1);

  const strip = document.getElementById(home.clients.id)!;
  const label = document.getElementById(strip.getAttribute("aria-labelledby")!)!;
  expect(visibleText(label).toLowerCase()).toBe("trusted by teams at");
  const wordmarks = [...strip.querySelectorAll("li")].map((item) => visibleText(item));
  expect(wordmarks).toHaveLength(8);
  expect(wordmarks).toEqual(home.clients.items.map((client) => client.name));
  expect(wordmarks).toContain("Meridian");
  // Next to the hero in the document (e2e/visuals.spec.ts checks it is drawn below it).
  expect(document.getElementById("hero")!.nextElementSibling).toBe(strip);
});

/**
 * The pages that sell one line of work (the home page, each service, each industry) and
 * the figures their own content states: a drawing there shows a piece of that work in words,
 * with the page's figures and none that the page does not state.
 */
const workPages = [
  // The home page draws the services it sells, with their pages' figures.
  ["/", serviceDetailPages.flatMap((page) => page.metrics.items)],
  ...serviceDetailPages.map((page) => [`/services/${page.slug}`, page.metrics.items] as const),
  ...industryPages.map((page) => [`/industries/${page.slug}`, page.benefits.items] as const),
] as const;

/** A headline figure as the drawings write it: a percentage, a multiple or a floor (95+). */
const headlineFigure = /\d+(?:\.\d+)?(?:%|x\b|\+)/g;

const drawingOf = (path: string) =>
  builtPage(path).querySelector("#hero [data-visual] > [aria-hidden='true']")!;

/** The words a drawing shows, each piece of text apart (a figure and its label are two). */
function drawnWords(path: string) {
  const drawing = drawingOf(path);
  const walker = drawing.ownerDocument.createTreeWalker(drawing, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    pieces.push((node.textContent ?? "").trim());
  return pieces.filter(Boolean).join(" ").replace(/\s+/g, " ");
}

it("the home page, each service and each industry have a drawing made for them, none shared", () => {
  const names = workPages.map(([path]) => heroVisuals.get(path));
  expect(names.every(Boolean)).toBe(true);
  expect(new Set(names).size).toBe(names.length);
  const drawn = workPages.map(([path]) => drawingOf(path).innerHTML);
  expect(new Set(drawn).size).toBe(drawn.length);
});

describe.each(workPages)("the drawing on %s", (path, figures) => {
  it("shows the work in words, with at least one of the page's own figures and its label", () => {
    const text = drawnWords(path);
    expect(text.split(" ").length, text).toBeGreaterThanOrEqual(12);
    const shown = figures.filter(
      (figure) => text.includes(figure.value) && text.includes(figure.label),
    );
    expect(shown.length, text).toBeGreaterThanOrEqual(1);
  });

  it("states no headline figure that the page's content does not", () => {
    const text = drawnWords(path);
    const values = new Set(figures.map((figure) => figure.value));
    for (const figure of text.match(headlineFigure) ?? []) expect(values, text).toContain(figure);
  });
});

/**
 * The overview pages (services, industries, About, resources) and the items of their own
 * content their drawings show, every one of them: the five services, the six industries with
 * their headline results, the timeline's years and milestones, the library's five areas and
 * their counts.
 */
const overviewPages: [string, string[]][] = [
  ["/services", servicesPage.coreServices.items.map((service) => service.title)],
  [
    "/industries",
    industryPages.flatMap(({ card, benefits }) => [
      card.title,
      benefits.items[0]!.value,
      benefits.items[0]!.label,
    ]),
  ],
  ["/about", aboutPage.timeline.milestones.flatMap(({ year, title }) => [year, title])],
  ["/resources", resourcesPage.types.items.flatMap(({ title, count }) => [title, count])],
];

describe.each(overviewPages)("the drawing on %s", (path, pieces) => {
  it("shows every item of the page's own content it stands for", () => {
    const text = drawnWords(path);
    for (const piece of pieces) expect(text, piece).toContain(piece);
  });
});
