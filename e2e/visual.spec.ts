import { expect, test, type Page } from "@playwright/test";
import { readRoutes, waitForHydration } from "./support";

/**
 * The top of one page per family, at a desktop and a phone width, in both themes, compared
 * with the committed baselines in e2e/__screenshots__. After a deliberate change of look,
 * refresh them with `npm run test:e2e -- e2e/visual.spec.ts --update-snapshots` and review
 * the new images in the commit.
 */
const articlePath = readRoutes().find(({ path }) => path.startsWith("/resources/blog/"))!.path;

const families: Record<string, string> = {
  home: "/",
  "service-page": "/services/automation",
  "industry-page": "/industries/healthcare",
  about: "/about",
  "case-studies": "/case-studies",
  contact: "/contact",
  resources: "/resources",
  blog: "/resources/blog",
  article: articlePath,
  "white-paper": "/resources/whitepapers/ai-roi-guide",
  "research-report": "/resources/research/enterprise-ai-adoption-trends",
  insights: "/resources/insights",
  documentation: "/resources/documentation",
  "api-reference": "/resources/documentation/api",
};

/** Waits until nothing in view can still change: fonts, images in view, hydration. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter(
      (image) => image.getBoundingClientRect().top < window.innerHeight,
    );
    await Promise.all(
      inView.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
    );
  });
}

// Dates drawn on the page (the footer's year, the booking calendar's bounds) stay put.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-06-15T09:00:00Z"));
});

for (const [family, path] of Object.entries(families)) {
  test(`the top of the ${family} page looks as approved at 1280 and 390 px in both themes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(path);
    await waitForHydration(page);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      for (const theme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await settle(page);
        await expect(page).toHaveScreenshot(`${family}-${width}-${theme}.png`);
      }
    }
  });
}
