import { expect, test, type Page } from "@playwright/test";
import { posts } from "../src/content/resources/blog/posts";
import { blogPage } from "../src/content/resources/blog/blog-page";
import { BOOKMARKS_STORAGE_KEY } from "../src/lib/bookmarks";
import { fillTemplate } from "../src/lib/text";
import { expectScreenshot, readRoutes, renderWholePage, waitForReact } from "./support";

/**
 * Whole pages, top to bottom, of one page of each kind a visitor meets most, at a phone's width
 * and a desktop's in both themes, compared with the committed baselines in
 * e2e/full-page.spec.ts-snapshots/ (visual.spec.ts guards only the top 800 px of every family).
 * Every section is laid out (no content-visibility skipping) and every image loaded before the
 * shot. After a deliberate change of look, refresh with `--update-snapshots` and look at every
 * new image before committing it.
 *
 * An editor adding a post or a paper changes no baseline: the blog's cards are shot under its
 * Saved filter with the nine oldest posts saved (a new post is newer), and an article's "related"
 * list (the newest posts of its category, the same cards) is left out of the article's shot.
 */
type Shot = {
  name: string;
  path: string;
  /** What to do once the page has loaded, before the shot. */
  prepare?: (page: Page) => Promise<void>;
  /** Parts left out of the shot, by selector, each with the reason beside it. */
  leaveOut?: string[];
};

const oldestPosts = [...posts]
  .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.slug < b.slug ? -1 : 1))
  .slice(0, 9)
  .map((post) => post.slug);

/** Shows the nine oldest posts only: what a visitor sees after saving them and pressing Saved. */
async function showOldestPosts(page: Page) {
  await page.evaluate(([key, slugs]) => localStorage.setItem(key, JSON.stringify(slugs)), [
    BOOKMARKS_STORAGE_KEY,
    oldestPosts,
  ] as const);
  await page.reload();
  await waitForReact(page);
  const saved = page.getByRole("button", { name: /^Saved/ });
  await saved.click();
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  const count = String(oldestPosts.length);
  await expect(
    page.getByText(fillTemplate(blogPage.list.summary, { shown: count, count })),
  ).toBeVisible();
  // The click scrolled the page; the shot starts at the top, where the sticky header sits.
  await page.evaluate(() => window.scrollTo(0, 0));
}

const pages: Shot[] = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "service", path: "/services/automation" },
  { name: "industries", path: "/industries" },
  { name: "industry", path: "/industries/healthcare" },
  { name: "blog", path: "/resources/blog", prepare: showOldestPosts },
  {
    name: "article",
    path: "/resources/blog/generative-ai-enterprise",
    // The newest posts of its category: a new post joins them.
    leaveOut: ["#related"],
  },
  { name: "white-paper", path: "/resources/whitepapers/ai-roi-guide" },
  { name: "about", path: "/about" },
  { name: "case-studies", path: "/case-studies" },
  { name: "contact", path: "/contact" },
];

/** Lays out every section and loads every image, lazy ones included, then waits for fonts. */
async function settleWholePage(page: Page) {
  await renderWholePage(page);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
  });
}

const headings = new Map(readRoutes().map((route) => [route.path, route.heading]));

for (const { name, path, prepare, leaveOut } of pages) {
  test(`the whole of ${path} (${name}) looks as approved at 1280 and 390 px in both themes`, async ({
    page,
  }) => {
    // Four tall shots of a long page take a while on a busy machine.
    test.setTimeout(300_000);
    // Dates drawn on the page (the footer's year, the booking calendar's bounds) stay put.
    await page.clock.setFixedTime(new Date("2026-06-15T09:00:00Z"));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
      for (const theme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
        await page.goto(path);
        // The page it names, not another (a wrong address shows the 404 page and would pass).
        await expect(page.locator("h1")).toHaveText(headings.get(path)!);
        await prepare?.(page);
        // Through the CSSOM: the site's policy (style-src 'self') refuses an injected stylesheet.
        for (const selector of leaveOut ?? [])
          await page
            .locator(selector)
            .evaluate((part: HTMLElement) => (part.style.display = "none"));
        await settleWholePage(page);
        await expectScreenshot(page, `${name}-${width}-${theme}.png`, {
          fullPage: true,
          // Two identical shots of a page some 10,000 px tall take longer than the default 5 s.
          timeout: 60_000,
        });
      }
    }
  });
}
