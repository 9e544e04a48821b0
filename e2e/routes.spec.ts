import { expect, test, type Page } from "@playwright/test";
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

/**
 * Once every section has been hydrated (at once, as it nears the viewport, or when the page
 * is idle), the sections whose prerendered markup React threw away and drew again: each costs
 * a phone a long task, and the listings (a re-render after hydration) and dark-mode visitors
 * (a theme context that changed) once had every section redrawn.
 */
async function redrawnSections(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll("main > :is(section, article) > *")].every((element) =>
            Object.keys(element).some((key) => key.startsWith("__reactFiber")),
          ),
        ),
      { timeout: 15_000 },
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

for (const { path, title, heading } of routes) {
  test(`${path}: its heading, no console error, axe-clean in both themes at desktop and phone width, nothing wider than a phone, its prerendered sections kept through hydration`, async ({
    page,
  }) => {
    // Four axe runs: two in full, two of the colour rules.
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    await recordPrerenderedSections(page);

    // A desktop in the light theme, with motion: axe in full once the entrance animations end,
    // then the dark theme's colours (the default theme follows the system, so switching the
    // system changes only colours).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    await page.goto(path);
    // The heading visitors see is the one crawlers got before any script ran (the routes
    // manifest holds the prerendered h1).
    await expect(page.locator("h1")).toHaveText(heading);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page).toHaveTitle(title);
    await waitForReact(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page, { coloursOnly: true });
    expect(await redrawnSections(page), "sections React drew again").toEqual([]);

    // A phone: the layout changes (menus, stacking, target sizes), so axe in full in the dark
    // theme, nothing wider than the screen, then the light theme's colours.
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page, { coloursOnly: true });
    expect(errors).toEqual([]);
  });
}

/**
 * A visitor whose system is dark gets the dark theme before the app starts; once it has, no
 * section is drawn again (a theme context that changed after hydration once redrew them all).
 * One page of every route family, the listings among them.
 */
const familyPages = [...new Map(routes.map((route) => [route.family, route])).values()];
for (const { path } of familyPages) {
  test(`${path} loaded in the dark theme keeps its prerendered sections through hydration`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await recordPrerenderedSections(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await waitForReact(page);
    expect(await redrawnSections(page), "sections React drew again").toEqual([]);
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
