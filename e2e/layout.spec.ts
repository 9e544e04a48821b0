import { expect, test, type Page } from "@playwright/test";
import { clickWhereShown, renderWholePage, waitForHydration } from "./support";

const phone = { width: 390, height: 844 };
const apiPath = "/resources/docs/api-documentation";

/** The whole page's height with every section laid out, and each top-level section's share of it. */
async function pageHeight(page: Page) {
  await renderWholePage(page);
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    sections: [...document.querySelectorAll("main section[id]")]
      .filter((section) => !section.parentElement?.closest("section"))
      .map((section) => `${section.id}: ${Math.round(section.getBoundingClientRect().height)}`)
      .join(", "),
  }));
}

test.describe("layouts on a 390 px phone", () => {
  test.use({ viewport: phone });

  test("the home page is at most 11,000 px tall with all its sections", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { height, sections } = await pageHeight(page);
    for (const id of ["services", "industries", "testimonials", "technologies", "faq"])
      await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.locator("#technologies li")).toHaveCount(12);
    expect(height, `section heights: ${sections}`).toBeLessThanOrEqual(11_000);
  });

  test("the API reference is at most 12,000 px tall, every endpoint still on the page", async ({
    page,
  }) => {
    await page.goto(apiPath);
    await waitForHydration(page);
    const { height, sections } = await pageHeight(page);
    expect(height, `section heights: ${sections}`).toBeLessThanOrEqual(12_000);
    await expect(page.locator("#endpoints article")).toHaveCount(8);
    // Closed disclosures keep their text in the page, where the browser's find reaches it.
    await expect(page.locator("#get-campaign-performance details")).toContainText(
      "Get campaign performance: response (200)",
    );
  });

  test("the twelve technologies sit three to a row, in four rows", async ({ page }) => {
    await page.goto("/");
    await renderWholePage(page);
    const tiles = page.locator("#technologies li");
    await tiles.first().scrollIntoViewIfNeeded();
    const rows = await tiles.evaluateAll(
      // offsetTop ignores the entrance animation's transform.
      (items) => new Set(items.map((item) => (item as HTMLElement).offsetTop)).size,
    );
    expect(rows).toBe(4);
  });

  test("the service cards are a strip to swipe, every card's title a link to its page", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const cards = page.locator("#services li").filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(4);
    const strip = page.locator("#services ul").first();
    const scrolls = await strip.evaluate((list) => list.scrollWidth > list.clientWidth);
    expect(scrolls).toBe(true);
    await cards.last().getByRole("link", { name: "Web Development" }).click();
    await expect(page).toHaveURL("/services/web-development");
  });
});

test.describe("the API reference's endpoints", () => {
  test("open their parameters and examples from the index, from an address and by their toggle", async ({
    page,
  }) => {
    await page.goto(apiPath);
    await waitForHydration(page);
    const endpoints = page.locator("#endpoints");
    const create = page.locator("#create-automation");
    await expect(
      create.getByRole("figure", { name: "Create an automation: request" }),
    ).toBeHidden();
    await create.getByText("Parameters and examples").click();
    await expect(
      create.getByRole("figure", { name: "Create an automation: request" }),
    ).toBeVisible();

    await endpoints.getByRole("link", { name: /^DELETE ?\/v1\/automation\/\{id\}$/ }).click();
    await expect(page).toHaveURL(/#delete-automation$/);
    await expect(
      page.getByRole("figure", { name: "Delete an automation: response (200)" }),
    ).toBeVisible();

    await page.goto(`${apiPath}#get-metrics`);
    await waitForHydration(page);
    await expect(
      page.getByRole("figure", { name: "Get analytics metrics: request" }),
    ).toBeInViewport();
  });
});

test.describe("cards", () => {
  test("a home card's one link is its title, and a click on its cue follows it", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const card = page.locator("#industries li").filter({ hasText: "Healthcare" });
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveText(
      "Healthcare",
    );
    await clickWhereShown(page, card.getByText("Explore industry"));
    await expect(page).toHaveURL("/industries/healthcare");
  });

  test("cards that lead nowhere stay put on hover", async ({ page }) => {
    await page.goto("/services/automation");
    await waitForHydration(page);
    const card = page.locator("#offerings li").first().locator("> div");
    await card.hover();
    await expect(card).toHaveCSS("transform", "none");
    await expect(page.locator("#offerings").getByRole("link")).toHaveCount(0);
  });
});
