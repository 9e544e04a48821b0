import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  expectAccessibleInBothThemes,
  horizontalOverflow,
  waitForHydration,
  watchConsole,
} from "./support";

/** A listing region by its heading, and its cards: list items led by a title. */
const region = (page: Page, name: string) => page.getByRole("region", { name });
const cards = (page: Page, scope: Locator) =>
  scope.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });

/** The covers in a scope as the browser sees them: address, size attributes, loading and whether it arrived. */
function coversIn(scope: Locator) {
  return scope.locator("img").evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      src: image.getAttribute("src") ?? "",
      alt: image.getAttribute("alt"),
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
      loading: image.getAttribute("loading"),
      fetchPriority: image.getAttribute("fetchpriority"),
      loaded: image.complete && image.naturalWidth > 0,
    })),
  );
}

/** Clicks where the locator is drawn, as a visitor's pointer would (a card's link covers it). */
async function clickWhereDrawn(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Scrolls through the page so every lazy cover has been asked for, then waits for them. */
async function loadLazyCovers(scope: Locator) {
  for (const image of await scope.locator("img").all()) await image.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await coversIn(scope)).every((cover) => cover.loaded)).toBe(true);
}

test.describe("cards with covers", () => {
  test("each blog card shows its own cover, sized, decorative and loaded lazily; the featured one loads at once", async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/resources/blog");
    await waitForHydration(page);

    const featured = await coversIn(page.locator("#featured"));
    expect(featured).toEqual([
      expect.objectContaining({
        src: "/covers/blog/generative-ai-enterprise.svg",
        loading: "eager",
        fetchPriority: "high",
        loaded: true,
      }),
    ]);

    const listing = region(page, "Latest Articles");
    await expect(cards(page, listing)).toHaveCount(9);
    const covers = await coversIn(listing);
    expect(covers).toHaveLength(9);
    const hrefs = await listing
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(covers.map((cover) => cover.src)).toEqual(
      hrefs.map((href) => href!.replace(/^\/resources\/blog\/(.+)$/, "/covers/blog/$1.svg")),
    );
    for (const cover of covers) {
      expect(cover).toMatchObject({ alt: "", width: "1200", height: "630", loading: "lazy" });
    }
    await loadLazyCovers(listing);

    for (const { src } of covers) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toContain("image/svg+xml");
      expect((await response.body()).length, src).toBeLessThan(6 * 1024);
    }
    expect(errors).toEqual([]);
  });

  test("a blog card's title is its one link, the whole card opens it, and the bookmark still works on its own", async ({
    page,
  }) => {
    await page.goto("/resources/blog");
    await waitForHydration(page);
    const listing = region(page, "Latest Articles");
    const card = cards(page, listing).filter({ hasText: /Predictive Analytics for Smarter/i });
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveText(
      /^Predictive Analytics for Smarter Marketing Spend$/i,
    );
    await expect(card.getByText("Read More", { exact: true })).toBeVisible();

    const bookmark = card.getByRole("button", { name: /^Bookmark / });
    await bookmark.click();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/resources\/blog$/);
    await bookmark.click();
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");

    // Afresh, without the bookmark's toasts over the cards.
    await page.reload();
    await waitForHydration(page);
    await clickWhereDrawn(page, card.getByText("Read More", { exact: true }));
    await expect(page).toHaveURL("/resources/blog/predictive-marketing-analytics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Predictive Analytics for Smarter Marketing Spend$/i,
    );
  });

  test("the article header shows the article's cover at once, and related cards have theirs", async ({
    page,
  }) => {
    await page.goto("/resources/blog/ai-model-governance");
    await waitForHydration(page);
    expect(await coversIn(page.locator("#hero"))).toEqual([
      expect.objectContaining({
        src: "/covers/blog/ai-model-governance.svg",
        loading: "eager",
        loaded: true,
      }),
    ]);
    const related = page.locator("#related");
    const relatedCards = cards(page, related);
    expect(await relatedCards.count()).toBeGreaterThan(0);
    for (const card of await relatedCards.all()) {
      await expect(card.getByRole("link")).toHaveCount(1);
      await expect(card.locator("img")).toHaveAttribute("src", /^\/covers\/blog\/[a-z0-9-]+\.svg$/);
    }
    await loadLazyCovers(related);
  });

  test("insight cards and the hub's featured paper and study carry their covers", async ({
    page,
  }) => {
    await page.goto("/resources/insights");
    await waitForHydration(page);
    const library = region(page, "Latest Insights");
    await expect(library.locator("img")).toHaveCount(6);
    for (const card of await cards(page, library).all()) {
      await expect(card.getByRole("link")).toHaveCount(1);
    }
    await loadLazyCovers(library);

    await page.goto("/resources");
    await waitForHydration(page);
    const featured = page.locator("#featured");
    const covers = await featured
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(covers).toEqual([
      expect.stringMatching(/^\/covers\/white-papers\/[a-z0-9-]+\.svg$/),
      expect.stringMatching(/^\/covers\/research\/[a-z0-9-]+\.svg$/),
    ]);
    await loadLazyCovers(featured);
  });
});

test.describe("the blog listing in steps", () => {
  test("'Show more articles' reveals the next nine, counts them aloud and moves the keyboard to the first new card", async ({
    page,
  }) => {
    await page.goto("/resources/blog");
    await waitForHydration(page);
    const listing = region(page, "Latest Articles");
    const more = page.getByRole("button", { name: "Show more articles" });
    await expect(page.getByText("9 of 28 articles shown")).toBeVisible();
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(listing.getByRole("link")).toHaveCount(18);
    await expect(page.getByText("18 of 28 articles shown")).toBeVisible();
    await expect(listing.getByRole("link").nth(9)).toBeFocused();

    await more.click();
    await more.click();
    await expect(listing.getByRole("link")).toHaveCount(28);
    await expect(more).toHaveCount(0);

    // Search covers every post, revealed or not, and a new search starts again at nine.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("quantum");
    await expect(listing.getByRole("link")).toHaveText([
      /^Quantum Computing and AI: What Enterprises Should Watch$/i,
    ]);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(listing.getByRole("link")).toHaveCount(9);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/resources/blog", "/resources/insights", "/resources"]) {
    test(`${path} keeps its cards compact and never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const list = page.locator("#articles, #latest-insights, #resource-types").first();
      for (const card of await cards(page, list).all()) {
        const box = (await card.boundingBox())!;
        expect(box.height).toBeLessThan(path === "/resources" ? 260 : 560);
      }
    });
  }
});

test.describe("accessibility of the cards", () => {
  for (const width of [1280, 390]) {
    test(`the blog and insight listings, opened further and filtered, have no axe violations in either theme (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/resources/blog");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Show more articles" }).click();
      await expectAccessibleInBothThemes(page);

      await page.goto("/resources/insights?topic=AI+ROI");
      await waitForHydration(page);
      await expectAccessibleInBothThemes(page);
    });
  }
});
