import { expect, test, type Locator, type Page } from "@playwright/test";
import { posts } from "../src/content/resources/blog/posts";
import {
  expectAccessibleInBothThemes,
  horizontalOverflow,
  hydrated,
  watchConsole,
} from "./support";

/**
 * Cards with covers in a browser: the covers arrive, the clicks (bookmark, the whole card),
 * the blog listing's steps, the phone layout and axe in the states only a visitor reaches.
 * Which cover each card carries, how it is asked for and the one link per card are read
 * from the prerendered pages in tests/site/cards.test.ts.
 */

/** The blog listing's posts (all but the featured one), counted from the content. */
const listedCount = posts.filter((post) => !("featured" in post && post.featured)).length;

/** A listing region by its heading, and its cards: list items led by a title. */
const region = (page: Page, name: string) => page.getByRole("region", { name });
const cards = (page: Page, scope: Locator) =>
  scope.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });

/**
 * Whether each image the scope shows has arrived and decoded (each cover is drawn for both
 * themes; the other theme's drawing is not displayed and never loads).
 */
const arrived = (scope: Locator) =>
  scope
    .locator("img:visible")
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth > 0),
    );

/** Scrolls through the scope so every lazy cover is asked for, then waits for them all. */
async function loadLazyCovers(scope: Locator) {
  const images = await scope.locator("img:visible").all();
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) await image.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await arrived(scope)).every(Boolean)).toBe(true);
}

/** Clicks where the locator is drawn, as a visitor's pointer would (a card's link covers it). */
async function clickWhereDrawn(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Resolves once no toast is on screen (each closes itself after a few seconds), so none lies
 * over what is clicked or judged next.
 */
async function toastsGone(page: Page) {
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("button", { name: "Close notification" }),
  ).toHaveCount(0, { timeout: 10_000 });
}

/** The insights listing filtered by the address, once the app has applied the filter. */
async function openFilteredInsights(page: Page) {
  await page.goto("/resources/insights?topic=AI+ROI");
  await expect(
    page
      .getByRole("group", { name: "Filter insights by topic" })
      .getByRole("button", { name: /AI ROI/ }),
  ).toHaveAttribute("aria-pressed", "true");
}

test("on the blog the covers arrive; a card's bookmark works on its own; 'Show more articles' reveals the next nine, counts them aloud and moves the keyboard to the first new card; the whole card opens its article, whose covers arrive", async ({
  page,
}) => {
  // Several former tests in one visit: the budget of their steps together.
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await page.goto("/resources/blog");
  const listing = region(page, "Latest Articles");

  await test.step("the featured cover arrives at once and every card's cover once scrolled to", async () => {
    expect(await arrived(page.locator("#featured"))).toEqual([true]);
    await loadLazyCovers(listing);
  });

  const card = cards(page, listing).filter({ hasText: /Predictive Analytics for Smarter/i });
  await test.step("the bookmark works on its own, without opening the card", async () => {
    const bookmark = await hydrated(card.getByRole("button", { name: /^Bookmark / }));
    await bookmark.click();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/resources\/blog$/);
    await bookmark.click();
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
  });

  await test.step("'Show more articles' reveals the next nine, counts them aloud and moves the keyboard to the first new card", async () => {
    const more = page.getByRole("button", { name: "Show more articles" });
    await expect(page.getByText(`9 of ${listedCount} articles shown`)).toBeVisible();
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(listing.getByRole("link")).toHaveCount(18);
    await expect(page.getByText(`18 of ${listedCount} articles shown`)).toBeVisible();
    await expect(listing.getByRole("link").nth(9)).toBeFocused();

    for (let shown = 18; shown < listedCount; shown += 9) await more.click();
    await expect(listing.getByRole("link")).toHaveCount(listedCount);
    await expect(more).toHaveCount(0);

    // Search covers every post, revealed or not, and a new search starts again at nine.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("quantum");
    await expect(listing.getByRole("link")).toHaveText([
      /^Quantum Computing and AI: What Enterprises Should Watch$/i,
    ]);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(listing.getByRole("link")).toHaveCount(9);
  });

  await test.step("a click on the card's 'Read More' cue opens the article, whose covers arrive", async () => {
    // The bookmark's toasts have gone by now, so none lies over the card.
    await toastsGone(page);
    await clickWhereDrawn(page, card.getByText("Read More", { exact: true }));
    await expect(page).toHaveURL("/resources/blog/predictive-marketing-analytics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Predictive Analytics for Smarter Marketing Spend$/i,
    );
    await expect.poll(() => arrived(page.locator("#hero"))).toEqual([true]);
    await loadLazyCovers(page.locator("#related"));
  });
  expect(errors).toEqual([]);
});

test("a card's cover is fetched in the theme's drawing only; the other theme's file is never asked for, nor the featured cover's dark drawing on a light page", async ({
  browser,
  baseURL,
}) => {
  // Two fresh browsers and visits, one per theme.
  test.setTimeout(60_000);
  for (const theme of ["light", "dark"] as const) {
    // A fresh browser each time: an image already in the cache skips lazy loading.
    const context = await browser.newContext({ baseURL, colorScheme: theme });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/covers/")) asked.push(pathname);
    });
    await page.goto("/resources/blog");
    await loadLazyCovers(region(page, "Latest Articles"));
    // The featured cover is above the fold and asked for at once: a light page never asks for
    // its dark drawing (which would go into its largest paint), a dark page asks for both (the
    // light one is not lazy, so that a light page's largest paint does not wait on layout).
    const featured = await page
      .locator("#featured img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")!));
    expect(featured).toHaveLength(2);
    const [lightFeatured, darkFeatured] = featured;
    expect(asked, theme).toContain(lightFeatured);
    if (theme === "dark") expect(asked).toContain(darkFeatured);
    else expect(asked).not.toContain(darkFeatured);
    const cards = asked.filter((path) => !featured.includes(path));
    expect(cards, theme).toHaveLength(9);
    expect(
      cards.filter((path) => path.endsWith(".dark.svg") !== (theme === "dark")),
      theme,
    ).toEqual([]);
    await context.close();
  }
});

test("the insight cards' and the resources hub's covers arrive; the blog opened further and the filtered insights have no axe violations in either theme (1280 px)", async ({
  page,
}) => {
  // Four axe runs, as in the route loop.
  test.setTimeout(60_000);
  await page.goto("/resources/insights");
  await loadLazyCovers(region(page, "Latest Insights"));
  await page.goto("/resources");
  await loadLazyCovers(page.locator("#featured"));

  await page.goto("/resources/blog");
  await (await hydrated(page.getByRole("button", { name: "Show more articles" }))).click();
  await expect(region(page, "Latest Articles").getByRole("link")).toHaveCount(18);
  await expectAccessibleInBothThemes(page);

  await openFilteredInsights(page);
  await expectAccessibleInBothThemes(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the blog, insights and resources listings keep their cards compact and never scroll sideways; the blog opened further and the filtered insights have no axe violations in either theme (390 px)", async ({
    page,
  }) => {
    // Three pages and four axe runs: the budget of the route loop's test.
    test.setTimeout(60_000);
    for (const path of ["/resources/blog", "/resources/insights", "/resources"]) {
      await test.step(`${path} keeps its cards compact and never scrolls sideways`, async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(path);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.setViewportSize({ width: 375, height: 812 });
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        const list = page.locator("#articles, #latest-insights, #resource-types").first();
        const shown = await cards(page, list).all();
        expect(shown.length).toBeGreaterThan(0);
        for (const card of shown) {
          const box = (await card.boundingBox())!;
          expect(box.height).toBeLessThan(path === "/resources" ? 260 : 560);
        }
      });
    }

    await test.step("the blog opened further has no axe violations in either theme", async () => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto("/resources/blog");
      await (await hydrated(page.getByRole("button", { name: "Show more articles" }))).click();
      await expect(region(page, "Latest Articles").getByRole("link")).toHaveCount(18);
      await expectAccessibleInBothThemes(page);
    });

    await test.step("the filtered insights have no axe violations in either theme", async () => {
      await openFilteredInsights(page);
      await expectAccessibleInBothThemes(page);
    });
  });
});
