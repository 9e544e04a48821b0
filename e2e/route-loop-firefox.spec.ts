import { expect, test } from "@playwright/test";
import { readRoutes, typefacesUsed, watchConsole } from "./support";

/**
 * Every route in Firefox, once: its prerendered page shows its heading and title without a
 * page error and draws its text in the cut typeface alone; on the first route of each page
 * family (one page template) the app also takes it over on the first sign of intent without
 * changing it. (The Chromium loop in routes.spec.ts takes over every route and adds axe, both
 * themes and the screenshots: Firefox's driver can neither emulate a colour scheme nor inject
 * axe against the site's CSP.)
 */
const routes = readRoutes();
const firstOfFamily = new Set(
  routes.filter(
    (route, index) => routes.findIndex(({ family }) => family === route.family) === index,
  ),
);

test.describe.configure({ mode: "parallel" });

for (const chunk of [0, 1, 2, 3]) {
  const mine = routes.filter((_, index) => index % 4 === chunk);
  test(
    `routes ${chunk + 1} of 4 show their page, and one of each family is taken over unchanged (${mine.length} routes)`,
    { tag: "@firefox" },
    async ({ page }) => {
      // A limit for a hung page only: about 1 s a route alone, several on a loaded machine.
      test.setTimeout(mine.length * 10_000);
      const errors = watchConsole(page);
      for (const route of mine) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await expect(page).toHaveTitle(route.title);
          const h1 = page.locator("h1").first();
          await expect(h1).toHaveText(route.heading);
          expect(new Set(await typefacesUsed(page)), "typefaces").toEqual(new Set(["cut"]));
          if (firstOfFamily.has(route)) {
            await page.keyboard.press("Shift");
            await expect(page.locator("html[data-app=live]")).toHaveCount(1);
            await expect(h1).toHaveText(route.heading);
            // The app's lazy parts (a hero's drawing) may still be arriving: leaving the page
            // then makes Firefox report each unfinished import as a page error of the next.
            await page.waitForLoadState("networkidle");
          }
          expect(errors, route.path).toEqual([]);
        });
      }
    },
  );
}
