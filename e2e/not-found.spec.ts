import { expect, test } from "@playwright/test";
import { expectAccessibleInBothThemes, waitForHydration } from "./support";

test("an unknown path answers 404 with the 404 page and logs the path", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") messages.push(message.text());
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => messages.join("\n")).toContain("/no-such-page");

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown article slug shows the 404 page", async ({ page }) => {
  const response = await page.goto("/resources/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("navigating inside the site to an unknown path shows the 404 page too", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/missing-by-script");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("the 404 page's search finds an article and opens it", async ({ page }) => {
  await page.goto("/resources/blog/ethics-of-ai-guide");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await page
    .getByRole("searchbox", { name: "Search articles, papers, research and guides" })
    .fill("ethics of AI");
  const results = page.getByRole("group", { name: /Blog Articles/ });
  await results
    .getByRole("link", { name: /The Ethics of AI: A Practical Guide for Business Leaders/ })
    .click();
  await expect(page).toHaveURL("/resources/blog/ai-ethics");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "The Ethics of AI: A Practical Guide for Business Leaders",
    }),
  ).toBeVisible();
});

test("a mistyped article address offers the article it meant", async ({ page }) => {
  await page.goto("/resources/blog/ai-ethcs");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("Did you mean")).toBeVisible();
  await page
    .getByRole("link", { name: "The Ethics of AI: A Practical Guide for Business Leaders" })
    .click();
  await expect(page).toHaveURL("/resources/blog/ai-ethics");
});

test("the 404 page suggests a few pages most visitors look for", async ({ page }) => {
  await page.goto("/no-such-page");
  const suggestions = page.getByRole("navigation", { name: "Popular Pages" });
  await expect(suggestions.getByRole("link")).toHaveCount(5);
  await suggestions.getByRole("link", { name: /Case Studies/ }).click();
  await expect(page).toHaveURL("/case-studies");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the 404 page with its search open has no axe violations in either theme", async ({
  page,
}) => {
  await page.goto("/resources/blog/ai-ethcs");
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: /Search articles/ }).fill("automation");
  await expect(page.getByRole("heading", { level: 2, name: /results for/ })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
