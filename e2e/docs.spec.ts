import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { clickWhereShown, expectNoAxeViolations, waitForReact, watchConsole } from "./support";

const docsPath = "/resources/documentation";
const apiPath = "/resources/docs/api-documentation";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForReact(page);
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

// What the pages show as first served (the search box, the Quick Access tiles and categories
// and where they lead, the popular guides, the support link, the endpoints, statuses, rate
// limits and contents of the API page) is checked over the build in
// tests/site/library-docs.test.ts.
test.describe("documentation page", () => {
  test("'Download SDK' produces a zip named with version 1.0.0; search finds guides and categories as you type, with an empty state and a clear button; a tile and every popular guide jump to their section or page, and 'Read Guide' opens the API page", async ({
    page,
  }) => {
    test.slow(); // six guides opened and left again
    const errors = watchConsole(page);
    await open(page, docsPath);

    await test.step("Download SDK", async () => {
      const { name, bytes } = await downloadSdk(page);
      expect(name).toContain("1.0.0");
      expect(name).toMatch(/\.zip$/);
      expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    });

    await test.step("search", async () => {
      const box = page.getByRole("searchbox", { name: "Search documentation" });
      const hero = page.locator("#hero");
      await box.fill("rate limits");
      await expect(
        hero.getByRole("link", { name: /Handling Errors and Rate Limits/ }),
      ).toBeVisible();
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

    await test.step("the System Status tile", async () => {
      await page.locator("#quick-access").getByRole("link", { name: "System Status" }).click();
      await expect(page.locator("#system-status")).toBeInViewport();
    });

    await test.step("every popular guide opens its section of the documentation or the API page", async () => {
      const links = page
        .locator("#popular-guides")
        .getByRole("heading", { level: 3 })
        .getByRole("link");
      const targets = await links.evaluateAll((items) =>
        items.map((item) => [item.textContent ?? "", item.getAttribute("href") ?? ""]),
      );
      expect(targets).toHaveLength(6);
      for (const [title, href] of targets) {
        await page
          .locator("#popular-guides")
          .getByRole("link", { name: title, exact: true })
          .click();
        await expect(page, title).toHaveURL(href);
        const hash = new URL(href, "http://x").hash;
        const target = hash ? page.locator(hash) : page.getByRole("heading", { level: 1 });
        await expect(target, title).toBeInViewport();
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${docsPath}(#system-status)?$`));
      }
    });

    await test.step("'Read Guide' where it is shown", async () => {
      await clickWhereShown(
        page,
        page
          .locator("#popular-guides")
          .getByRole("listitem")
          .filter({ hasText: "Getting Started" })
          .getByText("Read Guide", { exact: true }),
      );
      await expect(page).toHaveURL(new RegExp(`${apiPath}$`));
    });
    expect(errors).toEqual([]);
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

test("the API documentation: the SDK Downloads address lands on the SDK section, whose 'Download SDK' produces the same zip; the contents jump to each section; copy buttons copy the code and say so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const errors = watchConsole(page);
  await open(page, `${apiPath}#sdk`);

  await test.step("the SDK section and its download", async () => {
    const sdk = page.locator("#sdk");
    await expect(sdk.getByRole("heading", { level: 2, name: "SDK" })).toBeInViewport();
    await expect(sdk.getByRole("button", { name: "Download SDK" })).toBeVisible();
    const { name, bytes } = await downloadSdk(page);
    expect(name).toBe("ai-automation-sdk-1.0.0.zip");
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  await test.step("the contents", async () => {
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "Rate Limits" }).click();
    await expect(page).toHaveURL(/#rate-limits$/);
    await expect(page.getByRole("heading", { level: 2, name: "Rate Limits" })).toBeInViewport();
  });

  await test.step("copy", async () => {
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
  expect(errors).toEqual([]);
});
