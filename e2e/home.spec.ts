import { expect, test } from "./shared-tab";
import { expectAccessibleInBothThemes, waitForHydration } from "./support";

// What the home page shows as first served (its sections in order, the hero's links and
// stats, the cards' links, the counts, the FAQ's structured data) is checked on the
// prerendered HTML in tests/site/marketing-home.test.ts; its layout on a phone in
// e2e/layout.spec.ts.

test("the home page's FAQ opens and closes with the keyboard, and with an answer open the page has no axe violations in either theme", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const items = page.locator("#faq details");

  await test.step("the FAQ opens and closes with the keyboard", async () => {
    await expect(items).toHaveCount(6);
    const first = items.first();
    const question = first.locator("summary");
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await question.focus();
    await expect(question).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(answer).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(items.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveAttribute("open", "");
  });

  await test.step("with the second answer open, no axe violations in either theme", async () => {
    await expect(items.nth(1).locator("p")).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
