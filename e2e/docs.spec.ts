import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { clickWhereShown, expectNoAxeViolations, waitForHydration, watchConsole } from "./support";

const docsPath = "/resources/documentation";
const apiPath = "/resources/docs/api-documentation";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Clicks 'Download SDK' and returns the file's name and first bytes; checks the zip code loads only on click. */
async function downloadSdk(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const loadedBeforeClick = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(loadedBeforeClick.filter((url) => /sdk-zip|fflate/.test(url))).toEqual([]);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download SDK" }).first().click();
  const download = await downloadPromise;
  const path = await download.path();
  expect(scripts.some((url) => url.includes("sdk-zip"))).toBe(true);
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test.describe("documentation page", () => {
  test("searches guides and categories as you type, with an empty state and a clear button", async ({
    page,
  }) => {
    await open(page, docsPath);
    const box = page.getByRole("searchbox", { name: "Search documentation" });
    await expect(box).toHaveAttribute("placeholder", "Search documentation...");
    const hero = page.locator("#hero");

    await box.fill("rate limits");
    await expect(hero.getByRole("link", { name: /Handling Errors and Rate Limits/ })).toBeVisible();
    await expect(hero.getByRole("link", { name: /Getting Started/ })).toHaveCount(0);

    await box.fill("webhooks");
    await expect(hero.getByRole("group", { name: /^Categories/ })).toBeVisible();
    await expect(hero.getByRole("link", { name: /Technical Specifications/ })).toHaveAttribute(
      "href",
      `${docsPath}#technical-specifications`,
    );

    await box.fill("qqzz");
    await expect(
      hero.getByRole("heading", { name: /Nothing in the documentation matches/ }),
    ).toBeVisible();
    await hero.getByRole("button", { name: "Clear search" }).first().click();
    await expect(box).toHaveValue("");
  });

  test("has six Quick Access tiles and four categories with real targets", async ({ page }) => {
    await open(page, docsPath);
    const tiles = page.locator("#quick-access");
    const expected: [string, string][] = [
      ["API Reference", apiPath],
      ["SDK Downloads", `${apiPath}#sdk`],
      ["System Status", `${docsPath}#system-status`],
      ["Release Notes", `${docsPath}#release-notes`],
      ["Community Forum", "/contact"],
      ["Support Portal", "/contact"],
    ];
    for (const [name, href] of expected)
      await expect(tiles.getByRole("link", { name })).toHaveAttribute("href", href);

    const categories = page.locator("#categories");
    for (const [name, count] of [
      ["API Documentation", "45 guides"],
      ["Implementation Guides", "32 guides"],
      ["Technical Specifications", "28 documents"],
      ["Video Tutorials", "67 videos"],
    ]) {
      await expect(categories.getByText(count, { exact: true })).toBeVisible();
      await expect(categories.getByRole("heading", { name }).getByRole("link")).toBeVisible();
    }
    await tiles.getByRole("link", { name: "System Status" }).click();
    await expect(page.locator("#system-status")).toBeInViewport();
  });

  test("shows six popular guides, each titled by its one link and with 'Read Guide' visible", async ({
    page,
  }) => {
    await open(page, docsPath);
    const guides = page.locator("#popular-guides");
    await expect(guides.getByRole("listitem")).toHaveCount(6);
    await expect(guides.getByRole("link")).toHaveCount(6);
    await expect(guides.getByRole("heading", { level: 3 }).getByRole("link")).toHaveCount(6);
    await expect(guides.getByText("Read Guide", { exact: true })).toHaveCount(6);
    await clickWhereShown(
      page,
      guides
        .getByRole("listitem")
        .filter({ hasText: "Getting Started" })
        .getByText("Read Guide", { exact: true }),
    );
    await expect(page).toHaveURL(new RegExp(`${apiPath}$`));
  });

  test("every popular guide opens a real section of the documentation or the API page", async ({
    page,
  }) => {
    await open(page, docsPath);
    const links = page
      .locator("#popular-guides")
      .getByRole("heading", { level: 3 })
      .getByRole("link");
    const targets = await links.evaluateAll((items) =>
      items.map((item) => [item.textContent ?? "", item.getAttribute("href") ?? ""]),
    );
    for (const [title, href] of targets) {
      await page.locator("#popular-guides").getByRole("link", { name: title, exact: true }).click();
      await expect(page, title).toHaveURL(href);
      const hash = new URL(href, "http://x").hash;
      const target = hash ? page.locator(hash) : page.getByRole("heading", { level: 1 });
      await expect(target, title).toBeInViewport();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${docsPath}$`));
    }
  });

  test("'Download SDK' produces a zip named with version 1.0.0", async ({ page }) => {
    await open(page, docsPath);
    const { name, bytes } = await downloadSdk(page);
    expect(name).toContain("1.0.0");
    expect(name).toMatch(/\.zip$/);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  test("'Contact Support' goes to /contact", async ({ page }) => {
    await open(page, docsPath);
    await expect(
      page.locator("#support").getByRole("link", { name: "Contact Support" }),
    ).toHaveAttribute("href", "/contact");
  });

  test("has no axe violations in the dark theme, with search results open", async ({ page }) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await open(page, docsPath);
    await page.getByRole("searchbox", { name: "Search documentation" }).fill("api");
    await expect(page.getByRole("heading", { level: 2, name: /results? for/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("API documentation page", () => {
  test("documents the eight endpoints with method and path, and links back to the documentation", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await open(page, apiPath);
    await expect(page.getByRole("link", { name: "Back to Documentation" })).toHaveAttribute(
      "href",
      docsPath,
    );
    const endpoints = [
      "POST /v1/automation/create",
      "GET /v1/automation/{id}",
      "PUT /v1/automation/{id}/update",
      "DELETE /v1/automation/{id}",
      "GET /v1/analytics/metrics",
      "GET /v1/analytics/reports",
      "POST /v1/campaigns/create",
      "GET /v1/campaigns/{id}/performance",
    ];
    const articles = page.locator("#endpoints article");
    await expect(articles).toHaveCount(8);
    const shown = await articles.evaluateAll((items) =>
      items.map((item) =>
        [item.querySelector("span")?.textContent, item.querySelector("code")?.textContent].join(
          " ",
        ),
      ),
    );
    expect(shown).toEqual(endpoints);
    for (const status of ["200", "400", "401", "403", "404", "500"]) {
      await expect(
        page.locator("#error-handling").getByText(`Status ${status}`, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.locator("#rate-limits").getByText("100 requests per minute")).toBeVisible();
    await expect(page.locator("#rate-limits").getByText("1000 requests per minute")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("has a table of contents that jumps to each section", async ({ page }) => {
    await open(page, apiPath);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveCount(7);
    await toc.getByRole("link", { name: "Rate Limits" }).click();
    await expect(page).toHaveURL(/#rate-limits$/);
    await expect(page.getByRole("heading", { level: 2, name: "Rate Limits" })).toBeInViewport();
  });

  test("copy buttons copy the code and say so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, apiPath);
    const figure = page.getByRole("figure", { name: "Install the SDK", exact: true });
    await figure.getByRole("button", { name: "Copy code: Install the SDK" }).click();
    await expect(figure.getByRole("button", { name: "Copied: Install the SDK" })).toHaveText(
      "Copied",
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "npm install ai-automation-sdk",
    );
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Copied to clipboard"),
    ).toBeVisible();
  });

  test("'Download SDK' produces the same zip", async ({ page }) => {
    await open(page, apiPath);
    const { name, bytes } = await downloadSdk(page);
    expect(name).toBe("ai-automation-sdk-1.0.0.zip");
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  test("the SDK Downloads tile lands on the SDK section with its download button", async ({
    page,
  }) => {
    await page.goto(`${apiPath}#sdk`);
    await waitForHydration(page);
    const sdk = page.locator("#sdk");
    await expect(sdk.getByRole("heading", { level: 2, name: "SDK" })).toBeInViewport();
    await expect(sdk.getByRole("button", { name: "Download SDK" })).toBeVisible();
  });
});
