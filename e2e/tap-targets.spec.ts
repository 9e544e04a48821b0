import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { renderWholePage, waitForHydration } from "./support";

/**
 * One page of each template and the shell's controls; the route loop (routes.spec.ts) runs
 * the same axe rule, among all of WCAG 2.2 AA, on every page in both themes.
 */
const samples = [
  "/",
  "/services/automation",
  "/industries/healthcare",
  "/contact",
  "/resources",
  "/resources/blog",
  "/resources/blog/ai-ethics",
  "/resources/documentation",
  "/resources/insights",
  "/about",
  "/no-such-page",
];

const viewports = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** WCAG 2.2's 2.5.8: every target is at least 24 by 24 px, or has room for a 24 px circle of its own. */
async function expectNoSmallTargets(page: Page) {
  await renderWholePage(page);
  const results = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
  const summary = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
  expect(summary, "targets smaller than 24 by 24 px").toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of samples) {
      test(`every control on ${path} is big enough to tap`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoSmallTargets(page);
      });
    }
  });
}

test("the footer's links are each at least 24 px tall", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const links = footer.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThan(10);
  for (let index = 0; index < count; index++) {
    const box = await links.nth(index).boundingBox();
    expect(box?.height, (await links.nth(index).textContent()) ?? "").toBeGreaterThanOrEqual(24);
  }
});

test("the open mobile menu's links are big enough to tap", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSmallTargets(page);
});
