import { expect, test } from "@playwright/test";
import { readRoutes, typefacesUsed, watchConsole } from "./support";

/**
 * One page of every route family (one page template) in Firefox: its prerendered page shows
 * its heading and title without a page error and draws its text in the cut typeface alone, and
 * the app takes it over on the first sign of intent without changing it. What differs between
 * a family's pages is their content, which the Chromium loop (routes.spec.ts) checks on every
 * route, with axe, both themes and a phone's width; the engines differ in how they run one
 * template, so Firefox loads each template once (every route here cost a third of Firefox's
 * share of the suite). Firefox's driver can neither emulate a colour scheme nor inject axe
 * against the site's CSP.
 */
// The last page of each family in the route table: the Chromium loop's fuller checks of a
// family (dark theme, motion, a phone's width) take its first, so the two engines see two pages.
const families = [...new Map(readRoutes().map((route) => [route.family, route])).values()];

test.describe.configure({ mode: "parallel" });

const chunks = 2;
for (let chunk = 0; chunk < chunks; chunk++) {
  const mine = families.filter((_, index) => index % chunks === chunk);
  test(
    `families ${chunk + 1} of ${chunks}: a page of each shows its heading and is taken over unchanged (${mine.length} pages)`,
    { tag: "@firefox" },
    async ({ page }) => {
      // A limit for a hung page only: about 2 s a page alone, several on a loaded machine.
      test.setTimeout(mine.length * 10_000);
      const errors = watchConsole(page);
      for (const route of mine) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await expect(page).toHaveTitle(route.title);
          const h1 = page.locator("h1").first();
          await expect(h1).toHaveText(route.heading);
          expect(new Set(await typefacesUsed(page)), "typefaces").toEqual(new Set(["cut"]));
          await page.keyboard.press("Shift");
          await expect(page.locator("html[data-app=live]")).toHaveCount(1);
          await expect(h1).toHaveText(route.heading);
          // The app's lazy parts (a hero's drawing) may still be arriving: leaving the page
          // then makes Firefox report each unfinished import as a page error of the next.
          await page.waitForLoadState("networkidle");
          expect(errors, route.path).toEqual([]);
        });
      }
    },
  );
}
