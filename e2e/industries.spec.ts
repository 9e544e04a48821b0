import { expect, test } from "./shared-tab";
import { clickWhereShown, waitForHydration } from "./support";

// What the industries overview and the six industry pages show as first served (the grid's
// cards, features, technologies and links, the closing calls to action, each industry page's
// solutions, benefits, success stories, technologies and links) is checked on the prerendered
// HTML in tests/site/marketing-industries.test.ts.

test("on /industries, 'Explore Solutions' scrolls to the grid, and a click on a card's 'Learn More' opens the industry's own page", async ({
  page,
}) => {
  await page.goto("/industries");

  await test.step("'Explore Solutions' scrolls to the grid", async () => {
    await page.getByRole("link", { name: "Explore Solutions" }).click();
    await expect(page).toHaveURL(/\/industries#industries$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Industry-Specific AI Solutions" }),
    ).toBeInViewport();
  });

  await test.step("a card's 'Learn More' opens its page", async () => {
    await clickWhereShown(
      page,
      page.locator("#industries").getByText("Learn More", { exact: true }).nth(1),
    );
    await expect(page).toHaveURL("/industries/healthcare");
    await expect(
      page.getByRole("heading", { level: 1, name: "AI Solutions for Healthcare" }),
    ).toBeVisible();
  });
});

test("an unknown industry shows the 404 page, when loaded and when reached inside the site", async ({
  page,
}) => {
  const response = await page.goto("/industries/space-exploration");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();

  await page.goto("/industries");
  await waitForHydration(page);
  await page.evaluate(() => {
    window.history.pushState({}, "", "/industries/space-exploration");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
});
