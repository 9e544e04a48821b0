import { devices, expect, test as base, type Page } from "@playwright/test";
import { previewPort } from "../scripts/build-paths.ts";
import {
  expectNoAxeViolations,
  horizontalOverflow,
  readRoutes,
  waitForHydration,
  waitForReact,
  watchConsole,
} from "./support";

/**
 * Every page of the route table in Chromium: what needs layout, paint or input. What the
 * prerendered HTML says on its own (head, heading, structured data, every link and anchor,
 * honest external links, placeholder text) is read without a browser in tests/site/.
 */
const routes = readRoutes();
const notFoundHeading = "Oops! Page not found";

type Prerendered = { prerendered?: { element: Element; section: string }[] };

/** Records the sections' contents as the HTML parser built them, before any script ran. */
async function recordPrerenderedSections(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as Prerendered).prerendered = [
        ...document.querySelectorAll("main > :is(section, article) > *"),
      ].map((element) => ({ element, section: element.parentElement?.id ?? "" }));
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
    async ({ browser }, use) => {
      const { defaultBrowserType: _, ...desktop } = devices["Desktop Chrome"];
      const context = await browser.newContext({
        ...desktop,
        baseURL: `http://127.0.0.1:${previewPort}`,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await recordPrerenderedSections(page);
      await use({ page, errors: watchConsole(page) });
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Hydrates every section now, as a visitor who points at each one would (src/lib/hydration.ts
 * opens a section's gate on pointerover; a gate exists once the page's code has arrived and
 * rendered, so the pointer passes again until every section is hydrated), instead of waiting
 * for the idle-time ones. Then returns the sections whose prerendered markup React threw away
 * and drew again: each costs a phone a long task, and the listings (a re-render after
 * hydration) and dark-mode visitors (a theme context that changed) once had every section
 * redrawn.
 */
async function redrawnSections(page: Page) {
  await waitForReact(page);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const owned = (element: Element) =>
            Object.keys(element).some((key) => key.startsWith("__reactFiber"));
          for (const section of document.querySelectorAll("main section[id]")) {
            if (![...section.children].every(owned))
              section.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
          }
          return [...document.querySelectorAll("main > :is(section, article) > *")].every(owned);
        }),
      { timeout: 15_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
  const { recorded, redrawn } = await page.evaluate(() => {
    const prerendered = (window as unknown as Prerendered).prerendered ?? [];
    return {
      recorded: prerendered.length,
      redrawn: prerendered
        .filter(({ element }) => !element.isConnected)
        .map(({ section }) => section),
    };
  });
  expect(recorded, "prerendered sections recorded").toBeGreaterThan(0);
  return redrawn;
}

/** The first page of each route family: loaded in the dark theme, with motion, and checked in all four combinations. */
const familyFirst = new Set<string>();
const familiesSeen = new Set<string>();
for (const { family, path } of routes) {
  if (!familiesSeen.has(family)) familyFirst.add(path);
  familiesSeen.add(family);
}

/**
 * Each page of the route table is loaded once, at desktop width, and its sections are hydrated:
 * none may be drawn again. Axe then runs in full in the theme it loaded in, the colour rules in
 * the other theme, and in full at phone width (the layout changes: menus, stacking, target
 * sizes), where nothing may be wider than the screen.
 *
 * The first page of every route family (the listings among them) loads on a system that is
 * dark and plays animations: the dark theme is there before the app starts, and once it has,
 * no section is drawn again (a theme context that changed after hydration once redrew them
 * all); axe waits for the entrance animations to end. It also gets the fourth combination, the
 * first theme's colours at phone width: the components that draw a family's pages are the
 * same, and only layout can make a colour differ between widths.
 */
for (const { path, title, heading } of routes) {
  const first = familyFirst.has(path);
  const [loaded, other] = first ? (["dark", "light"] as const) : (["light", "dark"] as const);
  test(`${path}: its heading, no console error, its prerendered sections kept through hydration when loaded in the ${loaded} theme, axe-clean in both themes at desktop width and at phone width, nothing wider than a phone`, async ({
    routePage: { page, errors },
  }) => {
    test.setTimeout(60_000); // three or four axe runs; a busy 2-core machine can take 20 s
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
    expect(await redrawnSections(page), "sections React drew again").toEqual([]);

    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: other });
    await expect(page.locator("html")).toHaveClass(isDark(other));
    await expectNoAxeViolations(page, { coloursOnly: true });

    await page.setViewportSize({ width: 375, height: 740 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    if (first) {
      await page.emulateMedia({ colorScheme: loaded });
      await expect(page.locator("html")).toHaveClass(isDark(loaded));
      await expectNoAxeViolations(page, { coloursOnly: true });
    }
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
    page,
  }) => {
    const errors = watchConsole(page);
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
