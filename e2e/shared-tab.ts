import { devices, test as base, type Page } from "@playwright/test";
import { withWorkerTab } from "./support";

export { expect } from "@playwright/test";

/**
 * `test` for the spec files that only visit pages and act on them: their `page` is one tab
 * per worker (as the route loop's and the screenshots'), not a new browser context per test,
 * which costs a fresh renderer and a cold load of the site, about 0.6 s of every test on this
 * 2-core machine. Each test starts with the default desktop viewport, the light theme, reduced
 * motion and the pointer in the corner, and loads its pages in full; what it stored in the
 * page (a theme chosen, a post saved) is cleared when it ends. A file that routes requests,
 * adds init scripts, sets the clock or watches what the page fetched needs a context of its
 * own: use Playwright's `test` there (on a warm cache, a check of what was fetched could pass
 * without testing anything).
 */
export const test = base.extend<object, { workerTab: Page }>({
  workerTab: [({ browser }, use) => withWorkerTab(browser, use), { scope: "worker" }],
  // (`provide` is Playwright's `use`: the hooks lint rule reads a call to `use` as React's.)
  page: async ({ workerTab: page }, provide) => {
    await page.setViewportSize(devices["Desktop Chrome"].viewport);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    // The pointer back in the corner, where a new tab has it: left over a link, it would hover
    // what the next page draws there, and a hover over a link takes the page over early.
    await page.mouse.move(0, 0);
    await provide(page);
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => {}); // a page of another origin, or none, stored nothing of ours
  },
});
