import { expect, test as base, type Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  horizontalOverflow,
  readRoutes,
  typefacesUsed,
  waitForHydration,
  waitForReact,
  watchConsole,
  withWorkerTab,
} from "./support";

/**
 * Every page of the route table in Chromium: what needs layout, paint or input. What the
 * prerendered HTML says on its own (head, heading, structured data, every link and anchor,
 * honest external links, placeholder text) is read without a browser in tests/site/.
 */
const routes = readRoutes();
const notFoundHeading = "Oops! Page not found";

type Prerendered = {
  prerendered?: { element: Element; section: string }[];
  staticHtml?: { id: string; html: string }[];
  staticParts?: { element: Element; html: string }[];
};

/** Records the sections' and static parts' contents as the HTML parser built them, before any script ran. */
async function recordPrerenderedSections(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const record = window as unknown as Prerendered;
      record.prerendered = [...document.querySelectorAll("main > :is(section, article) > *")].map(
        (element) => ({ element, section: element.parentElement?.id ?? "" }),
      );
      record.staticHtml = [...document.querySelectorAll("[data-static][id]")].map((section) => ({
        id: section.id,
        html: section.innerHTML,
      }));
      record.staticParts = [...document.querySelectorAll("[data-static-part]")].map((part) => ({
        element: part,
        html: part.innerHTML,
      }));
    });
  });
}

type RoutePage = { page: Page; errors: string[] };

/**
 * The route loop loads one page after another in one tab per worker instead of a new browser
 * context per test: a context and its renderer process cost about 2 s of a route's 6 s on this
 * 2-core machine. Every test sets the viewport, theme and motion it needs, and each route is
 * a full page load, so nothing carries over but the browser's cache (as for a visitor moving
 * through the site). A failed test ends its worker, so the next one starts with a fresh tab.
 * Playwright records no trace for this tab; the failure message names the check.
 */
const test = base.extend<object, { routePage: RoutePage }>({
  routePage: [
    ({ browser }, use) =>
      withWorkerTab(browser, async (page) => {
        await recordPrerenderedSections(page);
        await use({ page, errors: watchConsole(page) });
      }),
    { scope: "worker" },
  ],
});

/**
 * After the app has taken over (on the visitor's first sign of intent: src/boot/boot.ts), the
 * sections whose prerendered markup was thrown away and drawn again (each costs a phone a long
 * task; the listings and dark-mode visitors once had every section redrawn), and the static
 * sections and parts whose markup is no longer exactly as prerendered or that show nothing. A
 * static part is followed as an element: hydration keeps the prerendered element (the
 * section around it may hydrate), so a part drawn again, emptied or changed shows here.
 */
async function changedSections(page: Page) {
  await waitForReact(page);
  const { recorded, redrawn, changed, parts } = await page.evaluate(() => {
    const record = window as unknown as Prerendered;
    const prerendered = record.prerendered ?? [];
    return {
      recorded: prerendered.length,
      redrawn: prerendered
        .filter(({ element }) => !element.isConnected)
        .map(({ section }) => `${section} drawn again`),
      changed: (record.staticHtml ?? [])
        .filter(({ id, html }) => {
          const section = document.getElementById(id);
          return !section || section.innerHTML !== html || section.textContent?.trim() === "";
        })
        .map(({ id }) => `${id} changed or blank`),
      parts: (record.staticParts ?? [])
        .filter(({ element, html }) => !element.isConnected || element.innerHTML !== html)
        .map(
          ({ element }) =>
            `a static part in ${element.closest("[id]")?.id ?? "?"} drawn again or changed: "${element.textContent?.trim().slice(0, 40)}"`,
        ),
    };
  });
  expect(recorded, "prerendered sections recorded").toBeGreaterThan(0);
  return [...redrawn, ...changed, ...parts];
}

/**
 * The cards (bordered boxes on the card surface, at least 150 px tall) with a blank band across
 * them, where no text or drawing is, taller than a third of their inner height: a card
 * stretched to a taller neighbour's height, or a wide card whose text runs short.
 */
async function cardsWithBlankBands(page: Page) {
  return page.evaluate(() => {
    const padding = 24; // the cards' own padding is not a blank band
    const smallestGap = 24; // the space between a card's parts is not one either
    return (
      [...document.querySelectorAll<HTMLElement>("main .bg-card")]
        .filter(
          (card) => card.offsetHeight >= 150 && getComputedStyle(card).borderTopWidth !== "0px",
        )
        // A hero drawing's mock screens are pictures, not cards of content.
        .filter((card) => !card.closest("[aria-hidden='true']"))
        .flatMap((card) => {
          const box = card.getBoundingClientRect();
          const top = box.top + padding;
          const bottom = box.bottom - padding;
          const drawn: DOMRect[] = [];
          const texts = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            drawn.push(...range.getClientRects());
          }
          for (const element of card.querySelectorAll("svg, img, input, textarea, select"))
            if (!element.parentElement?.closest("svg")) drawn.push(element.getBoundingClientRect());
          const spans = drawn
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => [Math.max(rect.top, top), Math.min(rect.bottom, bottom)])
            .filter(([start, end]) => end > start)
            .sort((a, b) => a[0] - b[0]);
          let reached = top;
          let blank = 0;
          for (const [start, end] of spans) {
            if (start - reached > smallestGap) blank = Math.max(blank, start - reached);
            reached = Math.max(reached, end);
          }
          blank = Math.max(blank, bottom - reached);
          if (blank <= (bottom - top) / 3) return [];
          const name = card.querySelector("h2, h3, h4")?.textContent ?? card.textContent ?? "";
          return [
            `"${name.trim().slice(0, 50)}": ${Math.round(blank)} px blank of ${Math.round(box.height)}`,
          ];
        })
    );
  });
}

/** The first page of each route family: loaded in the dark theme, with motion, and checked in all four combinations. */
const familyFirst = new Set<string>();
const familiesSeen = new Set<string>();
for (const { family, path } of routes) {
  if (!familiesSeen.has(family)) familyFirst.add(path);
  familiesSeen.add(family);
}

/**
 * Each page of the route table is loaded once, at desktop width, and the app takes over: no
 * section may be drawn again, and the static ones stay exactly as prerendered, also after the
 * theme changes. Axe then runs in full in the theme it loaded in (and no card may be a third
 * blank at 1280 px) and the colour rules in the other theme; at phone width nothing may be
 * wider than the screen.
 *
 * The first page of every route family (the listings among them) loads on a system that is
 * dark and plays animations: the dark theme is there before the app starts, and once it has,
 * no section is drawn again (a theme context that changed after hydration once redrew them
 * all); axe waits for the entrance animations to end. At phone width, where the layout changes
 * (menus, stacking, target sizes), it gets axe in full and the first theme's colours. A
 * family's pages are drawn by the same components, so what a phone's layout changes is the
 * same on all of them, and what differs between them, their content, is checked on each at
 * desktop width (axe at phone width on every page cost a tenth of this loop's time).
 */
for (const { path, title, heading } of routes) {
  const first = familyFirst.has(path);
  const [loaded, other] = first ? (["dark", "light"] as const) : (["light", "dark"] as const);
  const atPhoneWidth = first ? " and at phone width" : "";
  test(`${path}: its heading, no console error, its prerendered sections kept through the takeover when loaded in the ${loaded} theme and after a switch to the other, axe-clean in both themes at desktop width${atPhoneWidth}, no card a third blank, nothing wider than a phone, and unless an article at most 10,000 px tall on one`, async ({
    routePage: { page, errors },
  }) => {
    test.setTimeout(60_000); // two or four axe runs; a busy 2-core machine can take 20 s
    errors.length = 0; // what the tab logged before this page loaded belongs to the last test
    const isDark = (theme: "light" | "dark") => (theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({
      colorScheme: loaded,
      reducedMotion: first ? "no-preference" : "reduce",
    });
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(isDark(loaded));
    // The heading visitors see is the one crawlers got before any script ran (the routes
    // manifest holds the prerendered h1).
    await expect(page.locator("h1")).toHaveText(heading);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page).toHaveTitle(title);
    expect(new Set(await typefacesUsed(page)), "typefaces").toEqual(new Set(["cut"]));
    expect(await changedSections(page), "sections after the takeover").toEqual([]);

    await expectNoAxeViolations(page);
    expect(await cardsWithBlankBands(page), "cards a third blank at 1280 px").toEqual([]);
    await page.emulateMedia({ colorScheme: other });
    await expect(page.locator("html")).toHaveClass(isDark(other));
    expect(await changedSections(page), "sections in the other theme").toEqual([]);
    await expectNoAxeViolations(page, { coloursOnly: true });

    await page.setViewportSize({ width: 375, height: 740 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (first) {
      // A running entrance animation makes each item the containing block of what is placed
      // absolutely inside it, which hid a strip's labels widening /about for visitors who
      // turn motion off; so the pages loaded with motion are measured without it too.
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await horizontalOverflow(page), "with reduced motion").toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.emulateMedia({ colorScheme: loaded });
      await expect(page.locator("html")).toHaveClass(isDark(loaded));
      await expectNoAxeViolations(page, { coloursOnly: true });
    }
    // On a 390 px phone no page is longer than 10,000 px but a long-form article (its body in
    // section#article): long lists swipe or fold instead (PhoneRail, PhoneFold).
    await page.setViewportSize({ width: 390, height: 844 });
    const { height, article } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      article: document.querySelector("main section#article") !== null,
    }));
    if (!article) expect(height, "px tall at 390 px").toBeLessThanOrEqual(10_000);
    expect(errors).toEqual([]);
  });
}

/**
 * Every page of the route table also renders when the app itself moves there (history
 * navigation, as a link or Back does), with the heading the prerender drew and no reload.
 * Every link's target is a route (tests/site/pages.test.ts), so every in-app link lands.
 */
const groups = 4;
for (let group = 0; group < groups; group++) {
  const share = routes.filter((_, index) => index % groups === group);
  test(`pages ${group + 1} of ${groups} of the route table render inside the app, without a reload`, async ({
    routePage: { page, errors },
  }) => {
    errors.length = 0;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    for (const { path, heading } of share) {
      await page.evaluate((target) => {
        history.pushState(null, "", target);
        dispatchEvent(new PopStateEvent("popstate"));
      }, path);
      await expect(page.locator("h1"), path).toHaveText(heading);
      await expect(page.getByRole("heading", { name: notFoundHeading }), path).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });
}
