import { expect, test } from "@playwright/test";

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
