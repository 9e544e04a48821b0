import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleInBothThemes, waitForHydration, watchConsole } from "./support";

async function openHub(page: Page) {
  await page.goto("/resources");
  await waitForHydration(page);
}

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search all resources" });

test.describe("resources hub", () => {
  test("shows the five resource types with their count labels, each card's title its link", async ({
    page,
  }) => {
    await openHub(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const types = [
      ["Blog", "150+ Articles", "/resources/blog"],
      ["White Papers", "25+ Papers", "/resources/white-papers"],
      ["Research", "40+ Studies", "/resources/research"],
      ["Documentation", "200+ Docs", "/resources/documentation"],
      ["AI Insights", "75+ Insights", "/resources/insights"],
    ];
    const section = page.locator("#resource-types");
    for (const [title, count, href] of types) {
      await expect(section.getByText(count, { exact: true })).toBeVisible();
      await expect(section.getByRole("link", { name: title, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(section.getByRole("link")).toHaveCount(5);
    await expect(section.getByText("Explore", { exact: true })).toHaveCount(5);
  });

  test("features three items, each card opening its page from its title or 'Access Content'", async ({
    page,
  }) => {
    await openHub(page);
    const featured = page.locator("#featured");
    await expect(featured.getByRole("link")).toHaveCount(3);
    await expect(featured.getByText("Access Content", { exact: true })).toHaveCount(3);
    await expect(featured.getByRole("link").first()).toHaveText(
      /^The Practical Guide to Measuring AI ROI$/i,
    );
    // 'Access Content' is drawn under the card's link, as a visitor's pointer finds it.
    const access = featured.getByText("Access Content", { exact: true }).first();
    await access.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await access.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/resources\/whitepapers\/ai-roi-guide$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Oops/);
  });

  test("searches every library as you type, grouped by type, with results that open real pages", async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    await openHub(page);
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search resources...");
    await searchBox(page).fill("ai");
    const results = page.getByRole("heading", { level: 2, name: /results? for “ai”/ });
    await expect(results).toBeVisible();
    const panel = page.locator("#hero");
    for (const group of [
      "Blog Articles",
      "White Papers",
      "Research",
      "Documentation",
      "AI Insights",
    ]) {
      await expect(panel.getByRole("group", { name: new RegExp(`^${group}`) })).toBeVisible();
    }
    await searchBox(page).fill("healthcare");
    await expect(
      page.getByRole("heading", { level: 2, name: /results? for “healthcare”/ }),
    ).toBeVisible();
    const hrefs = await panel
      .locator("li a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(4);
    for (const href of new Set(hrefs)) {
      expect((await request.get(href.split("#")[0])).status(), href).toBe(200);
    }
    await panel
      .getByRole("link", { name: /Healthcare/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Oops/);
    expect(errors).toEqual([]);
  });

  test("the search button moves focus to the results", async ({ page }) => {
    await openHub(page);
    await searchBox(page).fill("ROI");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /results? for “ROI”/ })).toBeFocused();
  });

  test("shows more of a long group on request", async ({ page }) => {
    await openHub(page);
    await searchBox(page).fill("ai");
    const blog = page.getByRole("group", { name: /^Blog Articles/ });
    await expect(blog.locator("li a")).toHaveCount(4);
    await expect(blog.getByRole("link", { name: "Browse all Blog Articles" })).toHaveAttribute(
      "href",
      "/resources/blog",
    );
    await blog.getByRole("button", { name: /Show all \d+ Blog Articles/ }).click();
    await expect(blog.getByRole("button", { name: "Show fewer Blog Articles" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await blog.locator("li a").count()).toBeGreaterThan(4);
  });

  test("Escape clears the box", async ({ page }) => {
    await openHub(page);
    await searchBox(page).fill("automation");
    await searchBox(page).press("Escape");
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
  });

  test("has an empty state and a clear button", async ({ page }) => {
    await openHub(page);
    await searchBox(page).fill("zzqx nothing here");
    await expect(page.getByRole("heading", { name: /No resources match/ })).toBeVisible();
    await page.locator("#hero").getByRole("button", { name: "Clear search" }).last().click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole("heading", { name: /No resources match/ })).toHaveCount(0);
  });

  test("a suggested search fills the box", async ({ page }) => {
    await openHub(page);
    await page.getByRole("button", { name: "Governance", exact: true }).click();
    await expect(searchBox(page)).toHaveValue("Governance");
    await expect(
      page.getByRole("heading", { level: 2, name: /results? for “Governance”/ }),
    ).toBeVisible();
  });

  test("has one newsletter box, the footer's", async ({ page }) => {
    await openHub(page);
    await expect(
      page.getByRole("textbox", { name: "Email address for the newsletter" }),
    ).toHaveCount(1);
    const newsletter = page.getByRole("contentinfo");
    await expect(newsletter.getByPlaceholder("Enter your email")).toBeVisible();
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("has no axe violations in either theme, with search results open", async ({ page }) => {
    await openHub(page);
    await searchBox(page).fill("automation");
    await expect(page.getByRole("heading", { level: 2, name: /results? for/ })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
