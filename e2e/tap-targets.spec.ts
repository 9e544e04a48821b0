import type { Page } from "@playwright/test";
import { expect, test } from "./shared-tab";
import { axeViolations, renderWholePage, waitForHydration } from "./support";

/** WCAG 2.2's 2.5.8: every target is at least 24 by 24 px, or has room for a 24 px circle of its own. */
async function expectNoSmallTargets(page: Page) {
  await renderWholePage(page);
  expect(
    await axeViolations(page, { rules: ["target-size"] }),
    "targets smaller than 24 by 24 px",
  ).toEqual([]);
}

// Every page at desktop and phone widths gets the same rule, among all of WCAG 2.2 AA, in the
// route loop (routes.spec.ts); these are the states a page load does not show.

test("the footer's links are each at least 24 px tall, and the open mobile menu's links are big enough to tap", async ({
  page,
}) => {
  await page.goto("/");

  await test.step("the footer's links, at desktop width", async () => {
    // Laid out as a visitor who scrolls there sees them: a part the browser has not laid out
    // yet (content-visibility) reports a size of its own.
    await renderWholePage(page);
    // A link inside a sentence (the newsletter box's privacy line) is as tall as its line, as
    // WCAG 2.5.8 allows.
    const links = page.getByRole("contentinfo").getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(10);
    let inSentences = 0;
    for (let index = 0; index < count; index++) {
      const link = links.nth(index);
      if (await link.evaluate((element) => element.closest("p") !== null)) {
        inSentences++;
        continue;
      }
      const box = await link.boundingBox();
      expect(box?.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(24);
    }
    expect(inSentences).toBe(1);
  });

  await test.step("the open mobile menu's links, on a 390 px phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSmallTargets(page);
  });
});
