import { expect, test, type Page } from "@playwright/test";
import { posts } from "../src/content/resources/blog/posts";
import { enter, horizontalOverflow, waitForReact, watchConsole } from "./support";

/** The posts of the listing: every post but the featured one, counted from the content. */
const listedCount = posts.filter((post) => !("featured" in post && post.featured)).length;

const listing = (page: Page) => page.getByRole("region", { name: "Latest Articles" });
/** The posts' links: each card's title is its one link. */
const readMoreLinks = (page: Page) => listing(page).getByRole("link");
/** A post card: the list item holding a title (the byline is a list of its own). */
const articleCards = (page: Page) =>
  listing(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
/** No filter: every listed post matches, however many of them the list has opened so far. */
const allShown = (page: Page) =>
  expect(page.getByText(new RegExp(`^Showing \\d+ of ${listedCount} articles$`))).toBeVisible();

/** Reveals the whole list, step by step, as a visitor would. */
async function showAll(page: Page) {
  const more = page.getByRole("button", { name: "Show more articles" });
  while (await more.isVisible()) {
    const before = await readMoreLinks(page).count();
    await more.click();
    await expect(readMoreLinks(page)).not.toHaveCount(before);
  }
}
const categoryButton = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filter articles by category" })
    .getByRole("button", { name, exact: true });

/** No Web Share API, and a clipboard that records what was copied. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          (window as unknown as { copied: string }).copied = text;
        },
      },
    });
  });
}

// What the listing and the articles show as first served (the nine opening cards and their
// facts, the category buttons, the search box, every article's byline, contents, related
// posts and structured data) is checked over the build in tests/site/library-blog.test.ts.
test.describe("blog listing", () => {
  test("reveals every post apart from the featured one, each card and the featured card open their article titled like the card, in the app too, and Back to Blog returns", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    await page.goto("/resources/blog");
    await waitForReact(page);
    await showAll(page);
    await expect(readMoreLinks(page)).toHaveCount(listedCount);
    await expect(
      listing(page).getByRole("link", {
        name: /^Generative AI in the Enterprise: From Pilots to Production$/i,
      }),
    ).toHaveCount(0);
    const card = articleCards(page).filter({ hasText: "Workflow Orchestration" });
    await expect(card).toContainText("Automation");
    await expect(card).toContainText("3.2k");
    await expect(card).toContainText("James Park");
    await expect(card).toContainText("4 min read");
    await expect(card).toContainText("Mar 12, 2024");

    const cards = await readMoreLinks(page).evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href") ?? "",
        title: link.textContent ?? "",
      })),
    );
    const featuredTitle = (await page.locator("#featured h2").textContent())?.trim() ?? "";
    cards.push({ href: "/resources/blog/generative-ai-enterprise", title: featuredTitle });
    expect(new Set(cards.map((card) => card.href)).size).toBe(posts.length);
    for (const { href, title } of cards) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      expect(html, href).not.toContain('name="robots" content="noindex"');
      const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";
      expect(h1.replace(/&amp;/g, "&").replace(/&#x27;/g, "'"), href).toBe(title);
    }

    await page
      .getByRole("link", {
        name: /^AI in Cybersecurity: Detecting Threats Before They Strike$/i,
      })
      .click();
    await expect(page).toHaveURL("/resources/blog/ai-cybersecurity");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^AI in Cybersecurity: Detecting Threats Before They Strike$/i,
    );
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/resources/blog");
    await allShown(page);
    expect(errors).toEqual([]);
  });

  test(
    "category buttons filter the cards, keep the reader's place and the choice in the address, and the shared address opens filtered after a reload",
    { tag: "@firefox" },
    async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto("/resources/blog");
      await waitForReact(page);
      await categoryButton(page, "Ethics").scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(200);
      await categoryButton(page, "Ethics").click();
      await expect(page).toHaveURL(/\/resources\/blog\?category=Ethics$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await expect(categoryButton(page, "Ethics")).toHaveAttribute("aria-pressed", "true");
      await expect(categoryButton(page, "All Posts")).toHaveAttribute("aria-pressed", "false");
      const count = await readMoreLinks(page).count();
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(8);
      await expect(articleCards(page)).toHaveCount(count);
      // Text, not innerText: Firefox reads no innerText in a section it has not laid out yet.
      for (const text of await articleCards(page).allTextContents())
        expect(text).toContain("Ethics");

      // The reload opens the filtered address as a visitor it was shared with does.
      await page.reload();
      await waitForReact(page);
      await expect(categoryButton(page, "Ethics")).toHaveAttribute("aria-pressed", "true");
      await expect(readMoreLinks(page)).toHaveCount(count);
      // Text, not innerText: Firefox reads no innerText in a section it has not laid out yet.
      for (const text of await articleCards(page).allTextContents())
        expect(text).toContain("Ethics");

      await categoryButton(page, "Business Value").click();
      await expect(page).toHaveURL(/\?category=Business\+Value$/);
      await categoryButton(page, "All Posts").click();
      await expect(page).toHaveURL(/\/resources\/blog$/);
      await allShown(page);
      await expect(readMoreLinks(page)).toHaveCount(9);
      expect(errors).toEqual([]);
    },
  );

  test(
    "search shows the live count beside the box and Enter jumps to the results; it matches the start of words, combines with the category, and its empty state clears everything",
    { tag: "@firefox" },
    async ({ page }) => {
      await page.goto("/resources/blog");
      await waitForReact(page);
      const search = page.getByRole("searchbox", { name: "Search articles" });

      await test.step("the live count and Enter", async () => {
        await enter(search, "automation");
        const count = page.getByRole("link", {
          name: new RegExp(`^\\d+ of ${listedCount} articles match$`),
        });
        await expect(count).toBeInViewport();
        const shown = Number((await count.textContent())!.match(/^(\d+)/)![1]);
        expect(shown).toBeGreaterThan(0);
        // The list opens with nine cards; 'Show more articles' reveals the rest.
        await expect(articleCards(page)).toHaveCount(Math.min(shown, 9));
        await expect(search).toBeInViewport();
        await search.press("Enter");
        const heading = page.getByRole("heading", { level: 2, name: "Latest Articles" });
        await expect(heading).toBeFocused();
        await expect(heading).toBeInViewport();
      });

      await test.step("'ai' does not find a post only through words like 'maintenance'", async () => {
        const segmentation = page.getByRole("link", {
          name: /^Machine Learning for Customer Segmentation$/i,
        });
        await enter(search, "");
        await expect(segmentation).toHaveCount(1);
        await enter(search, "ai");
        await expect(page).toHaveURL(/\?q=ai$/);
        await expect(readMoreLinks(page).first()).toBeVisible();
        await expect(segmentation).toHaveCount(0);
        await enter(search, "mach");
        await expect(segmentation).toHaveCount(1);
      });

      await test.step("with a category, and the empty state", async () => {
        await enter(search, "");
        await categoryButton(page, "Marketing").click();
        await expect(page).toHaveURL(/\?category=Marketing$/);
        await enter(search, "priya");
        await expect(readMoreLinks(page).first()).toBeVisible();
        for (const text of await articleCards(page).allInnerTexts()) {
          expect(text).toContain("Priya Patel");
          expect(text).toContain("Marketing");
        }
        await expect(page.getByRole("link", { name: "Read Full Article" })).toHaveCount(0);

        await enter(search, "quantum");
        await expect(readMoreLinks(page)).toHaveCount(0);
        await expect(page.getByRole("heading", { name: /^No matching articles$/i })).toBeVisible();
        await page.getByRole("button", { name: "Clear search and filters" }).click();
        await expect(search).toHaveValue("");
        await expect(page).toHaveURL(/\/resources\/blog$/);
        await allShown(page);

        await enter(search, "quantum");
        await expect(readMoreLinks(page)).toHaveCount(1);
        await page.getByRole("button", { name: "Clear search" }).click();
        await allShown(page);
      });
    },
  );

  test("the bookmark button toggles a saved state that survives a reload", async ({ page }) => {
    await page.goto("/resources/blog");
    await waitForReact(page);
    const bookmark = page.getByRole("button", {
      name: "Bookmark Quantum Computing and AI: What Enterprises Should Watch",
      exact: true,
    });
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await bookmark.click();
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Article bookmarked!").first()).toBeVisible();

    await page.reload();
    await waitForReact(page);
    await expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: /^Saved/ }).click();
    await expect(readMoreLinks(page)).toHaveCount(1);
    await page.getByRole("button", { name: /^Saved/ }).click();

    await bookmark.click();
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("Bookmark removed").first()).toBeVisible();
    await page.reload();
    await waitForReact(page);
    await expect(bookmark).toHaveAttribute("aria-pressed", "false");
  });

  test("on a small screen, Filter shows and hides the category buttons", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/resources/blog");
    await waitForReact(page);
    const filter = page.getByRole("button", { name: "Filter", exact: true });
    await expect(filter).toHaveAttribute("aria-expanded", "false");
    await expect(categoryButton(page, "Ethics")).toBeHidden();
    await filter.click();
    await expect(filter).toHaveAttribute("aria-expanded", "true");
    await categoryButton(page, "Ethics").click();
    await expect(page).toHaveURL(/category=Ethics/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("blog article", () => {
  test("a contents link jumps to its section, and Share copies the link and says so when the Web Share API is absent", async ({
    page,
  }) => {
    await withoutWebShare(page);
    await page.goto("/resources/blog/ai-model-governance");
    await waitForReact(page);
    const tocLinks = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    const firstHref = (await tocLinks.first().getAttribute("href")) ?? "";
    await tocLinks.first().click();
    await expect(page.locator(`h2${firstHref}`)).toBeInViewport();

    await page.locator("#hero").getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard!").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/resources\/blog\/ai-model-governance$/,
    );
  });

  test("Share uses the Web Share API with title, text and address where there is one", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto("/resources/blog/advanced-rpa");
    await waitForReact(page);
    await page.locator("#hero").getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toMatchObject({
        title: await page.getByRole("heading", { level: 1 }).textContent(),
        url: expect.stringMatching(/\/resources\/blog\/advanced-rpa$/),
      });
  });
});
