import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { insights } from "../src/content/resources/insights/insights";
import { waitForReact, watchConsole } from "./support";

/** The insights filed under a topic, as the content lists them. */
const onTopic = (topic: string) => insights.filter((insight) => insight.topics?.includes(topic));
/** A card title as shown, whatever the case. */
const titled = (title: string) =>
  new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");

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

// What the page and the article show as first served (the featured analysis, topics, chips,
// cards and where they lead, contributors, calls to action, the article's length, contents
// and links) is checked over the build in tests/site/library-insights.test.ts.
test.describe("insights page", () => {
  test("chips and search filter the insight cards, with an empty state that clears, and a reload keeps the chosen category and the search", async ({
    page,
  }) => {
    await page.goto("/resources/insights");
    await waitForReact(page);
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
    await expect(readLinks(page)).toHaveCount(insights.length);

    const search = page.getByRole("searchbox", { name: "Search insights" });
    await search.fill("michael rodriguez");
    await expect(readLinks(page)).toHaveCount(3);
    await search.fill("michael rodriguez economics");
    await expect(readLinks(page)).toHaveCount(1);

    await search.fill("");
    await chip(page, "Ethics").click();
    await search.fill("fairness");
    await expect(page).toHaveURL(/\/resources\/insights\?category=Ethics&q=fairness$/);
    await expect(readLinks(page)).toHaveCount(1);
    await page.reload();
    await waitForReact(page);
    await expect(chip(page, "Ethics")).toHaveAttribute("aria-pressed", "true");
    await expect(search).toHaveValue("fairness");
    await expect(readLinks(page)).toHaveCount(1);
  });

  test("Share on the featured analysis copies its link and says so without the Web Share API; a trending topic filters the list, keeps it in the address and brings the list into view", async ({
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
    await waitForReact(page);

    await test.step("Share", async () => {
      await page.locator("#featured-analysis").getByRole("button", { name: "Share" }).click();
      await expect(page.getByText("Link copied to clipboard!").first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:\\d+${articlePath}$`),
      );
    });

    await test.step("trending topics", async () => {
      await expect(readLinks(page)).toHaveCount(insights.length);
      await topic(page, "Edge AI").click();
      await expect(topic(page, "Edge AI")).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(/\/resources\/insights\?topic=Edge\+AI$/);
      await expect(readLinks(page)).toHaveText(
        onTopic("Edge AI").map(({ title }) => titled(title)),
      );
      await expect(
        page.getByText(
          `Showing ${onTopic("Edge AI").length} of ${insights.length} insights · Topic: Edge AI`,
        ),
      ).toBeInViewport();
      await expect(page.getByRole("heading", { level: 2, name: "Latest Insights" })).toBeFocused();

      // A tile's count is the number of insights its filter shows.
      const stated = Number(
        (await topic(page, "AI ROI").textContent())?.match(/(\d+) insights?/)?.[1],
      );
      expect(stated).toBeGreaterThan(1);
      await topic(page, "AI ROI").click();
      await expect(readLinks(page)).toHaveCount(stated);
      await page.reload();
      await waitForReact(page);
      await expect(topic(page, "AI ROI")).toHaveAttribute("aria-pressed", "true");
      await expect(readLinks(page)).toHaveCount(stated);

      await page.getByRole("button", { name: "Show all topics" }).click();
      await expect(readLinks(page)).toHaveCount(insights.length);
      await expect(page).toHaveURL(/\/resources\/insights$/);
    });
    expect(errors).toEqual([]);
  });
});

const shareWindows = [
  {
    name: "X (Twitter)",
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
];

test("the insights article: X (Twitter), LinkedIn and Facebook each open the network's share window for this page and say so, and Bookmark toggles, says 'Article bookmarked!' and survives a reload", async ({
  page,
  context,
}) => {
  await stubSocialSites(context);
  await page.goto(articlePath);
  await waitForReact(page);
  for (const { name, url } of shareWindows) {
    await test.step(name, async () => {
      // The page cuts the popup off (share.ts), so wait on the context.
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

  await test.step("Bookmark", async () => {
    const bookmark = page.getByRole("button", { name: /^Bookmark AI Predictions for 2025/ });
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await bookmark.click();
    await expect(page.getByText("Article bookmarked!").first()).toBeVisible();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await waitForReact(page);
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  });
});
