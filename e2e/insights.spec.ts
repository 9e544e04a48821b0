import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration, watchConsole } from "./support";

const articlePath = "/resources/insights/ai-predictions-2025";
/** The insight cards' links: each card's title is its one link. */
const readLinks = (page: Page) =>
  page.getByRole("region", { name: "Latest Insights" }).getByRole("link");
const topic = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filter insights by topic" })
    .getByRole("button", { name: new RegExp(`^${name}\\b`) });
const chip = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filter insights by category" })
    .getByRole("button", { name, exact: true });

/** The social networks are not reachable from the test machine: answer their share pages locally. */
async function stubSocialSites(context: BrowserContext) {
  for (const host of [
    "https://twitter.com/**",
    "https://www.linkedin.com/**",
    "https://www.facebook.com/**",
  ]) {
    await context.route(host, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Share</title>" }),
    );
  }
}

test.describe("insights page", () => {
  test("shows the featured analysis, six topics, the chips, six insights, four contributors and the calls to action", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/resources/insights");
    await waitForHydration(page);
    await expect(
      page.locator("#featured-analysis").getByRole("link", { name: "Read Full Analysis" }),
    ).toHaveAttribute("href", articlePath);
    await expect(page.locator("#trending-topics li")).toHaveCount(6);
    await expect(page.locator("#trending-topics li").first()).toContainText(/\d+ insights/);
    await expect(
      page.getByRole("group", { name: "Filter insights by category" }).getByRole("button"),
    ).toHaveText([
      "All Insights",
      "Future Trends",
      "Best Practices",
      "Business Value",
      "Ethics",
      "Accessibility",
      "Economics",
      "Healthcare",
    ]);
    await expect(chip(page, "All Insights")).toHaveAttribute("aria-pressed", "true");
    await expect(readLinks(page)).toHaveCount(6);
    await expect(
      page.locator("#latest-insights").getByText("Trending", { exact: true }).first(),
    ).toBeVisible();
    await expect(page.locator("#contributors li")).toHaveCount(4);
    await expect(page.locator("#contributors li").first()).toContainText(/\d+\s*insights/);
    await expect(page.locator("#contributors li").first()).toContainText(/followers/);
    await expect(page.getByRole("link", { name: "Subscribe to Insights" })).toHaveAttribute(
      "href",
      "#newsletter",
    );
    await expect(page.getByRole("link", { name: "Request Custom Analysis" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(errors).toEqual([]);
  });

  test("every insight card opens a real page", async ({ page, request }) => {
    await page.goto("/resources/insights");
    const hrefs = await readLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    for (const href of hrefs) {
      const html = await (await request.get(href)).text();
      expect(html, href).not.toContain('name="robots" content="noindex"');
    }
  });

  test("a reload keeps the chosen category and the search", async ({ page }) => {
    await page.goto("/resources/insights");
    await waitForHydration(page);
    await chip(page, "Ethics").click();
    await page.getByRole("searchbox", { name: "Search insights" }).fill("fairness");
    await expect(page).toHaveURL(/\/resources\/insights\?category=Ethics&q=fairness$/);
    await expect(readLinks(page)).toHaveCount(1);

    await page.reload();
    await waitForHydration(page);
    await expect(chip(page, "Ethics")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("searchbox", { name: "Search insights" })).toHaveValue("fairness");
    await expect(readLinks(page)).toHaveCount(1);
  });

  test("chips and search filter the insight cards, with an empty state that clears", async ({
    page,
  }) => {
    await page.goto("/resources/insights");
    await waitForHydration(page);
    await chip(page, "Business Value").click();
    await expect(chip(page, "Business Value")).toHaveAttribute("aria-pressed", "true");
    await expect(chip(page, "All Insights")).toHaveAttribute("aria-pressed", "false");
    await expect(readLinks(page)).toHaveCount(1);
    await expect(
      page.locator("#latest-insights li").filter({ has: page.getByRole("link") }),
    ).toContainText("Business Value");

    await chip(page, "Healthcare").click();
    await expect(readLinks(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /^No matching insights$/i })).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(chip(page, "All Insights")).toHaveAttribute("aria-pressed", "true");
    await expect(readLinks(page)).toHaveCount(6);

    const search = page.getByRole("searchbox", { name: "Search insights" });
    await expect(search).toHaveAttribute("placeholder", "Search insights...");
    await search.fill("michael rodriguez");
    await expect(readLinks(page)).toHaveCount(3);
    await search.fill("michael rodriguez economics");
    await expect(readLinks(page)).toHaveCount(1);
  });

  test("a trending topic filters the insight list, keeps it in the address and brings the list into view", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/resources/insights");
    await waitForHydration(page);
    await expect(readLinks(page)).toHaveCount(6);
    await topic(page, "Edge AI").click();
    await expect(topic(page, "Edge AI")).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/resources\/insights\?topic=Edge\+AI$/);
    await expect(readLinks(page)).toHaveText([
      /^Why Inference Is Moving From the Cloud to the Edge$/i,
    ]);
    await expect(page.getByText("Showing 1 of 6 insights · Topic: Edge AI")).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2, name: "Latest Insights" })).toBeFocused();

    await topic(page, "AI ROI").click();
    await expect(readLinks(page)).toHaveCount(2);
    await page.reload();
    await waitForHydration(page);
    await expect(topic(page, "AI ROI")).toHaveAttribute("aria-pressed", "true");
    await expect(readLinks(page)).toHaveCount(2);

    await page.getByRole("button", { name: "Show all topics" }).click();
    await expect(readLinks(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/resources\/insights$/);
    expect(errors).toEqual([]);
  });

  test("Share on the featured analysis copies its link and says so when the Web Share API is absent", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            (window as unknown as { copied: string }).copied = text;
          },
        },
      });
      window.alert = () => {
        throw new Error("alert() must not be used");
      };
    });
    const errors = watchConsole(page);
    await page.goto("/resources/insights");
    await waitForHydration(page);
    await page.locator("#featured-analysis").getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard!").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+${articlePath}$`),
    );
    expect(errors).toEqual([]);
  });
});

test.describe("insights article", () => {
  test("is a full article with a back link, contents and a consultation link", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(articlePath);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Back to Insights" })).toHaveAttribute(
      "href",
      "/resources/insights",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI Predictions for 2025: What Enterprise Leaders Need to Know",
    );
    const words = await page
      .locator("#article")
      .evaluate((element) => (element.textContent ?? "").split(/\s+/).length);
    expect(words).toBeGreaterThan(800);
    expect(await page.locator("#article h2[id]").count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(errors).toEqual([]);
  });

  for (const { name, url } of [
    {
      name: "Twitter",
      url: /^https:\/\/twitter\.com\/intent\/tweet\?url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fresources%2Finsights%2Fai-predictions-2025&text=AI%20Predictions%20for%202025/,
    },
    {
      name: "LinkedIn",
      url: /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fresources%2Finsights%2Fai-predictions-2025$/,
    },
    {
      name: "Facebook",
      url: /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fresources%2Finsights%2Fai-predictions-2025$/,
    },
  ]) {
    test(`${name} opens the network's share window for this page and says so`, async ({
      page,
      context,
    }) => {
      await stubSocialSites(context);
      await page.goto(articlePath);
      await waitForHydration(page);
      // The site's cross-origin opener policy severs the popup from the page, so wait on the context.
      const popupOpened = context.waitForEvent("page");
      await page
        .getByRole("group", { name: "Share this analysis" })
        .getByRole("button", { name })
        .click();
      const popup = await popupOpened;
      await popup.waitForURL(url);
      await expect(page.getByText(`Sharing on ${name}!`).first()).toBeVisible();
      await popup.close();
    });
  }

  test("Bookmark toggles, says 'Article bookmarked!' and survives a reload", async ({ page }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    const bookmark = page.getByRole("button", { name: /^Bookmark AI Predictions for 2025/ });
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await bookmark.click();
    await expect(page.getByText("Article bookmarked!").first()).toBeVisible();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await waitForHydration(page);
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  });
});
