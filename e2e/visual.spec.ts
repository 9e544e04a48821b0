import { expect, test as base, type Page } from "@playwright/test";
import { expectScreenshot, readRoutes, waitForReact, withWorkerTab } from "./support";

/**
 * The top of one page of every family in the route table (its first path), and of the 404
 * page, at two desktop widths and a phone width in both themes, compared with the committed baselines
 * in e2e/visual.spec.ts-snapshots/. Before each screenshot the test checks it is on the page
 * it names. After a deliberate change of look, refresh them with
 * `npm run test:e2e -- e2e/visual.spec.ts --update-snapshots` and look at every new image
 * before committing it.
 */
const notFoundHeading = "Oops! Page not found";

/** A family's name in its baselines' file names: `/services/:slug` is `services-slug`. */
const baselineName = (family: string) =>
  family === "/" ? "home" : family.slice(1).replace(/[/:]+/g, "-");

const families = [
  ...new Map(
    readRoutes().map(({ family, path, heading }) => [
      family,
      { name: baselineName(family), path, heading },
    ]),
  ).values(),
  { name: "not-found", path: "/this-page-does-not-exist", heading: notFoundHeading },
];

/**
 * One tab per worker for every screenshot test, as in the route loop (routes.spec.ts): a new
 * browser context per test cost about 2 s of each on a busy 2-core machine. Each test sets
 * the viewport and theme it needs and loads its page in full; the clock is fixed once.
 */
const test = base.extend<object, { shotPage: Page }>({
  shotPage: [
    ({ browser }, use) =>
      withWorkerTab(browser, async (page) => {
        // Dates drawn on the page (the footer's year, the booking calendar's bounds) stay put.
        await page.clock.setFixedTime(new Date("2026-06-15T09:00:00Z"));
        await use(page);
      }),
    { scope: "worker" },
  ],
});

/** Waits until nothing in view can still change: fonts, images in view, hydration. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Images drawn in the window: one that is not drawn (display: none, a box of 0 by 0 at the
    // top) and loads lazily never loads, and waiting for it hung a clean run.
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    });
    await Promise.all(
      inView.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
    );
  });
}

test("every family of the route table has a screenshot", () => {
  expect(families.length).toBeGreaterThanOrEqual(20);
  expect(new Set(families.map(({ name }) => name)).size).toBe(families.length);
});

for (const { name, path, heading } of families) {
  test(`the top of ${path} (${name}) looks as approved at 1280, 1024 and 390 px in both themes`, async ({
    shotPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(path);
    await waitForReact(page);
    // The page it names, not another (a wrong address shows the 404 page and would pass).
    await expect(page.locator("h1")).toHaveText(heading);
    if (heading !== notFoundHeading)
      await expect(page.getByRole("heading", { name: notFoundHeading })).toHaveCount(0);
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      for (const theme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await settle(page);
        await expectScreenshot(page, `${name}-${width}-${theme}.png`);
      }
    }
  });
}
