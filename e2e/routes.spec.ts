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
 * Hydrates every section now, as a visitor who points at each one would (src/lib/hydration.ts
 * opens a section's gate on pointerover), instead of waiting for the idle-time ones. Then
 * returns the sections whose prerendered markup React threw away and drew again: each costs a
 * phone a long task, and the listings (a re-render after hydration) and dark-mode visitors (a
 * theme context that changed) once had every section redrawn.
 */
async function redrawnSections(page: Page) {
  await waitForReact(page);
  await page.evaluate(() => {
    for (const section of document.querySelectorAll("main section[id]")) {
      section.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    }
  });
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

/**
 * Each page of the route table is loaded once. Axe runs three times: in full at desktop width
 * in the light theme, the colour rules in the dark theme, and in full at phone width in the
 * dark theme (the layout changes: menus, stacking, target sizes). The fourth combination, the
 * light theme's colours at phone width, is checked on one page of every route family below:
 * the components that draw a family's pages are the same, and only layout can make a colour
 * differ between widths.
 */
for (const { path, title, heading } of routes) {
  test(`${path}: its heading, no console error, its prerendered sections kept through hydration, axe-clean in both themes at desktop width and at phone width, nothing wider than a phone`, async ({
    page,
  }) => {
    test.setTimeout(60_000); // three axe runs; a busy 2-core machine can take 20 s
    const errors = watchConsole(page);
    await recordPrerenderedSections(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    // The heading visitors see is the one crawlers got before any script ran (the routes
    // manifest holds the prerendered h1).
    await expect(page.locator("h1")).toHaveText(heading);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page).toHaveTitle(title);
    expect(await redrawnSections(page), "sections React drew again").toEqual([]);

    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page, { coloursOnly: true });

    await page.setViewportSize({ width: 375, height: 740 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

/**
 * One page of every route family, the listings among them, on a phone whose system is dark and
 * which plays animations: the dark theme is there before the app starts, and once it has, no
 * section is drawn again (a theme context that changed after hydration once redrew them all).
 * Then, with every entrance animation finished, the light theme's colours at phone width.
 */
const familyPages = [...new Map(routes.map((route) => [route.family, route])).values()];
for (const { path } of familyPages) {
  test(`${path} on a dark phone with motion keeps its prerendered sections through hydration, and its light colours pass axe at phone width`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await recordPrerenderedSections(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ colorScheme: "dark", reducedMotion: "no-preference" });
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await redrawnSections(page), "sections React drew again").toEqual([]);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page, { coloursOnly: true });
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
