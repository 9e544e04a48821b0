import { expect, test } from "./shared-tab";
import { expectAccessibleInBothThemes, waitForHydration } from "./support";

// 404.html itself (its heading, 'Return to Home' and the five popular pages) is checked on the
// prerendered HTML in tests/site/marketing-not-found.test.ts.

test("an unknown path answers 404 with the 404 page and logs the path; its links lead home and to a popular page; an unknown path reached inside the site shows it too", async ({
  page,
}) => {
  test.slow(); // three visits from the 404 page and a way back
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") messages.push(message.text());
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  const notFound = page.getByRole("heading", { level: 1, name: "Oops! Page not found" });
  await expect(notFound).toBeVisible();
  await expect.poll(() => messages.join("\n")).toContain("/no-such-page");

  await test.step("a popular page", async () => {
    const suggestions = page.getByRole("navigation", { name: "Popular Pages" });
    await expect(suggestions.getByRole("link")).toHaveCount(6);
    await suggestions.getByRole("link", { name: /Case Studies/ }).click();
    await expect(page).toHaveURL("/case-studies");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notFound).toHaveCount(0);
  });

  await test.step("'Return to Home'", async () => {
    await page.goBack();
    await expect(page).toHaveURL("/no-such-page");
    await expect(notFound).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(notFound).toHaveCount(0);
  });

  await test.step("an unknown path reached inside the site", async () => {
    await page.evaluate(() => {
      window.history.pushState({}, "", "/missing-by-script");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(notFound).toBeVisible();
  });
});

test("a mistyped article address answers 404, offers the article it meant, and its search (no axe violations in either theme while open) finds an article and opens it", async ({
  page,
}) => {
  test.slow(); // axe in both themes, then two visits from the 404 page and a way back
  const article = "The Ethics of AI: A Practical Guide for Business Leaders";
  const response = await page.goto("/resources/blog/ai-ethcs");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText("Did you mean")).toBeVisible();
  await expect(page.getByRole("link", { name: article })).toBeVisible();

  const search = page.getByRole("searchbox", {
    name: "Search articles, papers, research and guides",
  });

  await test.step("with the search open, no axe violations in either theme", async () => {
    await search.fill("automation");
    await expect(page.getByRole("heading", { level: 2, name: /results for/ })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });

  await test.step("the search finds an article and opens it", async () => {
    await search.fill("ethics of AI");
    await page
      .getByRole("group", { name: /Blog Articles/ })
      .getByRole("link", { name: new RegExp(article) })
      .click();
    await expect(page).toHaveURL("/resources/blog/ai-ethics");
    await expect(page.getByRole("heading", { level: 1, name: article })).toBeVisible();
  });

  await test.step("'Did you mean' opens the article it meant", async () => {
    await page.goBack();
    await expect(page).toHaveURL("/resources/blog/ai-ethcs");
    await expect(page.getByText("Did you mean")).toBeVisible();
    await page.getByRole("link", { name: article }).click();
    await expect(page).toHaveURL("/resources/blog/ai-ethics");
  });
});
