import type { Page } from "@playwright/test";
import { expect, test } from "./shared-tab";
import { expectAccessibleInBothThemes, waitForReact, watchConsole } from "./support";

async function openHub(page: Page) {
  await page.goto("/resources");
  await waitForReact(page);
}

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search all resources" });

// What the hub shows as first served (the five resource types, the three featured items, the
// search box and the one newsletter box) is checked over the build in
// tests/site/library-resources.test.ts.
test.describe("resources hub", () => {
  test("'Access Content' on a featured card opens its page where a visitor's pointer finds it", async ({
    page,
  }) => {
    await page.goto("/resources");
    const featured = page.locator("#featured");
    // 'Access Content' is drawn under the card's link, as a visitor's pointer finds it.
    const access = featured.getByText("Access Content", { exact: true }).first();
    await access.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await access.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/resources\/whitepapers\/ai-roi-guide$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Oops/);
  });

  test("search: the button moves focus to the results, a long group shows more on request, Escape and the empty state's button clear the box, a suggestion fills it, and every library is searched as you type, grouped by type, with results that open real pages", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000); // six searches, and the pages the results link to
    const errors = watchConsole(page);
    await openHub(page);

    await test.step("the search button moves focus to the results", async () => {
      await searchBox(page).fill("ROI");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(
        page.getByRole("heading", { level: 2, name: /results? for “ROI”/ }),
      ).toBeFocused();
    });

    await test.step("shows more of a long group on request", async () => {
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

    await test.step("Escape clears the box", async () => {
      await searchBox(page).fill("automation");
      await searchBox(page).press("Escape");
      await expect(searchBox(page)).toHaveValue("");
      await expect(searchBox(page)).toBeFocused();
    });

    await test.step("an empty state and a clear button", async () => {
      await searchBox(page).fill("zzqx nothing here");
      await expect(page.getByRole("heading", { name: /No resources match/ })).toBeVisible();
      await page.locator("#hero").getByRole("button", { name: "Clear search" }).last().click();
      await expect(searchBox(page)).toHaveValue("");
      await expect(searchBox(page)).toBeFocused();
      await expect(page.getByRole("heading", { name: /No resources match/ })).toHaveCount(0);
    });

    await test.step("a suggested search fills the box", async () => {
      await page.getByRole("button", { name: "Governance", exact: true }).click();
      await expect(searchBox(page)).toHaveValue("Governance");
      await expect(
        page.getByRole("heading", { level: 2, name: /results? for “Governance”/ }),
      ).toBeVisible();
    });

    await test.step("grouped by type, with results that open real pages", async () => {
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
    });
    expect(errors).toEqual([]);
  });

  test("has no axe violations in either theme, with search results open", async ({ page }) => {
    await openHub(page);
    await searchBox(page).fill("automation");
    await expect(page.getByRole("heading", { level: 2, name: /results? for/ })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
