import { expect, test, type Page } from "@playwright/test";
import { clickWhereShown, waitForHydration } from "./support";

const industries = [
  {
    slug: "financial-services",
    heading: "AI Solutions for Financial Services",
    card: "Financial Services",
  },
  { slug: "healthcare", heading: "AI Solutions for Healthcare", card: "Healthcare" },
  { slug: "manufacturing", heading: "AI Solutions for Manufacturing", card: "Manufacturing" },
  { slug: "retail", heading: "AI Solutions for Retail & E-commerce", card: "Retail & E-commerce" },
  {
    slug: "government",
    heading: "AI Solutions for Government & Defense",
    card: "Government & Defense",
  },
  { slug: "technology", heading: "AI Solutions for Technology Companies", card: "Technology" },
];

const hrefsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** Clicks every internal link in the page's main content and checks where each one lands. */
test.describe("industries overview", () => {
  test("shows its heading, and 'Explore Solutions' scrolls to the grid of six industries", async ({
    page,
  }) => {
    await page.goto("/industries");
    await expect(
      page.getByRole("heading", { level: 1, name: "AI Solutions for Every Industry" }),
    ).toBeVisible();
    await waitForHydration(page);

    const explore = page.getByRole("link", { name: "Explore Solutions" });
    await expect(explore).toHaveAttribute("href", "#industries");
    await explore.click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Industry-Specific AI Solutions" }),
    ).toBeInViewport();

    const grid = page.locator("#industries");
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText(
      industries.map((industry) => industry.card),
    );
    await expect(grid.getByText("Key Features")).toHaveCount(6);
    await expect(grid.getByText("Technologies", { exact: true })).toHaveCount(6);
    // Each card's one link is its title; 'Learn More' stays visible on every card.
    await expect(grid.getByText("Learn More", { exact: true })).toHaveCount(6);
    await expect(grid.getByRole("heading", { level: 3 }).getByRole("link")).toHaveText(
      industries.map((industry) => industry.card),
    );
    expect(await hrefsOf(page, "#industries a")).toEqual(
      industries.map(({ slug }) => `/industries/${slug}`),
    );
  });

  test("closes with 'Schedule Consultation' to /contact and 'View Case Studies' to /case-studies", async ({
    page,
  }) => {
    await page.goto("/industries");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: "View Case Studies" })).toHaveAttribute(
      "href",
      "/case-studies",
    );
  });

  test("a click on a card's 'Learn More' opens the industry's own page", async ({ page }) => {
    await page.goto("/industries");
    await waitForHydration(page);
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

for (const { slug, heading } of industries) {
  const path = `/industries/${slug}`;

  test.describe(`industry page ${path}`, () => {
    test("shows its heading, four solutions, key benefits, three success stories and its calls to action", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await hrefsOf(page, "#hero a")).toEqual(["/contact", "/case-studies"]);

      await expect(page.locator("#solutions").getByRole("heading", { level: 3 })).toHaveCount(4);
      await expect(page.locator("#solutions li li")).toHaveCount(16);
      const benefits = page.locator("#benefits > div > ul > li");
      expect(await benefits.count()).toBeGreaterThanOrEqual(3);
      for (const text of await benefits.allTextContents()) expect(text).toMatch(/^\d+%\s\S/);
      await expect(page.locator("#success-stories").getByRole("heading", { level: 3 })).toHaveCount(
        3,
      );
      await expect(
        page.locator("#success-stories").getByText("Results", { exact: true }),
      ).toHaveCount(3);

      expect(await hrefsOf(page, "#get-started a")).toEqual(["/contact", "/industries"]);
    });

    if (slug === "financial-services") {
      test("claims a 95% reduction in fraud detection time and has no technologies section", async ({
        page,
      }) => {
        await page.goto(path);
        await expect(
          page.locator("#benefits").getByText("95% reduction in fraud detection time"),
        ).toBeVisible();
        await expect(page.locator("#technologies")).toHaveCount(0);
      });
    } else {
      test("has a technologies grid of six, each with a name and a category", async ({ page }) => {
        await page.goto(path);
        const tiles = page.locator("#technologies li");
        await expect(tiles).toHaveCount(6);
        for (const tile of await tiles.all()) await expect(tile.locator("span")).toHaveCount(2);
      });
    }
  });
}

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
