import { expect, test, type Page } from "@playwright/test";
import {
  holdTheApp,
  inFirefox,
  storedRows,
  tap,
  tapAt,
  uniqueEmail,
  watchConsole,
} from "./support";
import type { CodeLists } from "../src/boot/page-code";
import { insights, insightsPage } from "../src/content/resources/insights/insights";
import { whitePapers, whitePapersPage } from "../src/content/resources/white-papers/white-papers";
import { filterItems, listingFields } from "../src/lib/listing";
import { fillTemplate } from "../src/lib/text";

/**
 * A visitor acts before the app has taken over the prerendered page (src/boot/boot.ts): each
 * action is carried out once the app arrives, exactly once. The app's code is held back
 * until the actions are done, as on a slow phone. And how the code gets there: read ahead at
 * low priority once the page has loaded, run only at the takeover.
 */

const live = (page: Page) => page.locator("html[data-app=live]");

/**
 * How long a released takeover may take, as waitForReact allows: reading the held code and
 * hydrating took over 5 s in a clean-clone run while a Firefox test ran beside it on 2 cores.
 */
const takeoverMs = 15_000;

test(
  "a tap on the menu button, a click on a link in the menu or in a static section and a theme choice made before the takeover are each carried out once",
  { tag: "@firefox" },
  async ({ page }) => {
    const errors = watchConsole(page);
    await test.step("the menu button opens the drawer at once, with the app still held; a link tapped in it shows its page at once, without a reload, and the drawer is gone", async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const release = await holdTheApp(page);
      await page.goto("/services");
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(drawer).toBeVisible();
      await expect(live(page)).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        "hidden",
      );
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await drawer.getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL("/about");
      await expect(page.locator("h1")).toHaveText("We Turn AI Ambition into Working Software");
      await expect(drawer).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        "visible",
      );
      await expect(live(page)).toHaveCount(0);
      release();
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      await page.unrouteAll();
    });

    await test.step("a link in a static section, clicked while the app's code is read, shows its page at once without a reload, once", async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const release = await holdTheApp(page);
      await page.goto("/industries");
      const card = page.locator("#industries a[href^='/industries/']").first();
      const target = (await card.getAttribute("href")) ?? "";
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const entries = await page.evaluate(() => history.length);
      await card.click(); // the pointer over the card began the takeover; its code is held
      await expect(page).toHaveURL(target);
      await expect(page.locator("h1")).not.toHaveText("AI Solutions for Every Industry");
      await expect(live(page)).toHaveCount(0);
      release();
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      await expect(page).toHaveURL(target);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      await page.unrouteAll();
    });

    await test.step("the takeover leaves the page where the visitor scrolled it, after an anchor jump", async () => {
      const release = await holdTheApp(page);
      await page.goto("/industries#industries");
      const scrollY = () => page.evaluate(() => window.scrollY);
      await expect.poll(scrollY).toBeGreaterThan(0);
      const anchored = await scrollY();
      // The wheel scrolls after the call returns; wait until it has, or the takeover races it.
      await page.mouse.wheel(0, 400);
      await expect.poll(scrollY).toBe(anchored + 400);
      const scrolled = await scrollY();
      await page.keyboard.press("Shift"); // scrolling is reading: a key begins the takeover
      release();
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      expect(await scrollY()).toBe(scrolled);
      await page.unrouteAll();
    });

    await test.step("a theme chosen before the takeover, with the app's code held: the menu opens and the choice applies at once, and the app keeps it", async () => {
      // Firefox's driver cannot emulate a colour scheme; its headless default is light.
      if (!inFirefox(page)) await page.emulateMedia({ colorScheme: "light" });
      const release = await holdTheApp(page);
      await page.goto("/about");
      await page.getByRole("button", { name: "Change theme" }).click();
      const dark = page.getByRole("button", { name: "Dark" });
      await expect(dark).toHaveAttribute("aria-pressed", "false");
      await dark.click();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(dark).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
      await expect(live(page)).toHaveCount(0);
      await page.getByRole("button", { name: "Change theme" }).click();
      await expect(dark).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Escape");
      release();
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await page.getByRole("button", { name: "Change theme" }).click();
      await expect(dark).toHaveAttribute("aria-pressed", "true");
      await page.unrouteAll();
    });
    expect(errors).toEqual([]);
  },
);

test(
  "a press on a header menu that starts on the plain button and ends after the menu's code has replaced it still opens the menu",
  { tag: "@firefox" },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/shell-menus-radix-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/about");
    await page.keyboard.press("Shift");
    await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", {
      name: "Services",
    });
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect(page.locator("nav[data-menus-ready=true]")).toHaveCount(1);
    await page.mouse.up();
    await expect(page.getByRole("menuitem", { name: /All Services/ })).toBeVisible();
  },
);

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test(
    "a tap on the menu button opens the drawer before the app takes over, and the takeover follows the tap by itself",
    { tag: "@firefox" },
    async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto("/industries");
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await tap(page.getByRole("button", { name: "Open menu" }));
      await expect(drawer).toBeVisible();
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      expect(errors).toEqual([]);
    },
  );

  test(
    "a tap on a link before React hydrates shows its page without the app and without a reload; Back and Forward swap pages the same way; the app then takes over the page shown, unchanged",
    { tag: "@firefox" },
    async ({ page }) => {
      const errors = watchConsole(page);
      const release = await holdTheApp(page);
      await page.goto("/");
      const h1 = page.locator("h1");
      await expect(h1).toHaveText("AI Automation and Software That Grow Your Business");
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const entries = await page.evaluate(() => history.length);

      await tap(page.locator("main a[href='/contact']").first());
      await expect(page).toHaveURL("/contact");
      await expect(h1).toHaveText("Let's Start Your AI Journey");
      await expect(page).toHaveTitle("Contact Us and Book a Free Consultation");
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/contact$/);
      await expect(page.locator("meta[name=app-code]")).toHaveAttribute(
        "data-page",
        "src/pages/contact-page.tsx",
      );
      await expect(page.locator("#root")).toHaveCount(1);
      await expect(live(page)).toHaveCount(0); // the app's code is still held back
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Back to the home page and Forward again to the contact page, each swapped in place.
      await page.goBack();
      await expect(page).toHaveURL("/");
      await expect(h1).toHaveText("AI Automation and Software That Grow Your Business");
      await page.goForward();
      await expect(page).toHaveURL("/contact");
      await expect(h1).toHaveText("Let's Start Your AI Journey");
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );

      // A key begins the takeover; a link tapped while the app's code is read is still shown
      // at once, and the app takes over the page it finds, as if loaded: nothing redrawn.
      await page.keyboard.press("Shift");
      await expect(page.locator("html[data-app=reading]")).toHaveCount(1);
      await tap(page.locator("main a[href='/privacy']").first());
      await expect(page).toHaveURL("/privacy");
      await expect(h1).toHaveText("Privacy Policy");
      await expect(live(page)).toHaveCount(0);
      const article = await page.locator("#document").evaluate((element) => element.outerHTML);
      release();
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      expect(await page.locator("#document").evaluate((element) => element.outerHTML)).toBe(
        article,
      );

      // From here the app moves between pages.
      await tap(page.getByRole("button", { name: "Open menu" }));
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.goBack();
      await expect(page).toHaveURL("/contact");
      await expect(h1).toHaveText("Let's Start Your AI Journey");
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      expect(errors).toEqual([]);
    },
  );
});

test.describe("on a touch screen, while React hydrates", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test(
    "a link tapped while React hydrates shows its page from its HTML at once, without a reload: the hydration is let go, and the app takes over the new page on the next sign of intent, unchanged",
    { tag: "@firefox" },
    async ({ page }) => {
      const errors = watchConsole(page);
      // The page's own code is held, so React hydrates the shell and waits in the middle of the
      // page for as long as the test needs: the hydration is under way, whatever the machine's speed.
      const release = await holdTheApp(page, "contact-page");
      await page.goto("/contact");
      const h1 = page.locator("h1");
      await expect(h1).toHaveText("Let's Start Your AI Journey");
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const entries = await page.evaluate(() => history.length);

      // Scrolled to the link, the visitor presses a key: the sign of intent that begins the takeover.
      const link = page.locator("main a[href='/privacy']").first();
      await link.scrollIntoViewIfNeeded();
      await page.keyboard.press("Shift");
      await expect(page.locator("html[data-app=hydrating]")).toHaveCount(1);
      // Its first line (the link wraps), tapped where it is: no waiting for the page to settle.
      const box = await link.evaluate((element) => element.getClientRects()[0].toJSON() as DOMRect);
      await tapAt(page, box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL("/privacy");
      await expect(h1).toHaveText("Privacy Policy");
      // Shown without the app: the hydration given up, the page static until the visitor acts.
      await expect(page.locator("html[data-app=static]")).toHaveCount(1);
      await expect(page.locator("#root")).toHaveCount(1);
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      release();

      const article = await page.locator("#document").evaluate((element) => element.outerHTML);
      await page.keyboard.press("Shift");
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      expect(await page.locator("#document").evaluate((element) => element.outerHTML)).toBe(
        article,
      );
      await tap(page.getByRole("button", { name: "Open menu" }));
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      expect(errors).toEqual([]);
      await page.unrouteAll();
    },
  );
  test(
    "an anchor tapped while React hydrates jumps at once and keeps the page as drawn; the page stays at the anchor once live, and Back returns to the top",
    { tag: "@firefox" },
    async ({ page }) => {
      const errors = watchConsole(page);
      // Held as above. A new address that reached the router now made React drop the page's
      // markup for its fallback until the code came, and the jump's place was lost.
      const release = await holdTheApp(page, "contact-page");
      await page.goto("/contact");
      const h1 = page.locator("main h1");
      await page.keyboard.press("Shift");
      await expect(page.locator("html[data-app=hydrating]")).toHaveCount(1);

      const booking = page.locator("#consultation").getByRole("heading", { level: 2 });
      await tap(page.getByRole("link", { name: "Book a Free Consultation" }));
      await expect(page).toHaveURL(/\/contact#consultation$/);
      await expect(booking).toBeInViewport();
      await expect(h1).toHaveText("Let's Start Your AI Journey");
      await expect(page.locator("html[data-app=hydrating]")).toHaveCount(1);
      const jumped = await page.evaluate(() => window.scrollY);

      release();
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      await expect(booking).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(jumped);

      // Back within the page (the driver's goBack waits for a load that Firefox never reports).
      await page.evaluate(() => history.back());
      await expect(page).toHaveURL(/\/contact$/);
      await expect(h1).toBeInViewport();
      expect(errors).toEqual([]);
      await page.unrouteAll();
    },
  );
});

test(
  "text typed into the blog search and a contact form before the takeover reaches the app; the form sent early is stored once, exactly as typed",
  { tag: "@firefox" },
  async ({ page, request }) => {
    await test.step("the blog search sees every character", async () => {
      const release = await holdTheApp(page);
      await page.goto("/resources/blog");
      const cards = page
        .getByRole("region", { name: "Latest Articles" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) });
      const all = await cards.count();
      const box = page.getByRole("searchbox").first();
      await box.pressSequentially("health", { delay: 20 });
      await expect(live(page)).toHaveCount(0);
      release();
      await expect(page).toHaveURL(/[?&]q=health\b/);
      await expect(box).toHaveValue("health");
      await expect.poll(() => cards.count()).toBeLessThan(all);
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      await page.unrouteAll();
    });

    await test.step("a contact form filled and sent before the takeover is stored once", async () => {
      const release = await holdTheApp(page);
      await page.goto("/contact");
      const form = page.locator("#contact-form form");
      const email = uniqueEmail("early");
      await form.getByLabel("Full Name").fill("Grace Hopper");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Project Type").selectOption("Low-Code/No-Code Solutions");
      await form.getByLabel("Project Details").fill("Typed before the app arrived.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(live(page)).toHaveCount(0);
      release();
      await expect(
        page.getByRole("region", { name: /Notifications/ }).getByText("Message Sent Successfully!"),
      ).toBeVisible();
      const rows = await storedRows(request, "contacts", email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Grace Hopper",
        email,
        project_type: "Low-Code/No-Code Solutions",
        message: "Typed before the app arrived.",
      });
      await page.unrouteAll();
    });
  },
);

/** The blog with the app's code held back: its search box, its list and `release`. */
async function blogHeldBack(page: Page) {
  const release = await holdTheApp(page);
  await page.goto("/resources/blog");
  return {
    release,
    region: page.getByRole("region", { name: "Latest Articles" }),
    box: page.getByRole("searchbox", { name: "Search articles" }),
  };
}

test(
  "the blog search answers before the takeover: the matches the app then shows, at once; the app's own results take their place unchanged, and a bookmark pressed in them is kept",
  { tag: "@firefox" },
  async ({ page }) => {
    const errors = watchConsole(page);
    const { release, region, box } = await blogHeldBack(page);
    const titles = () => region.getByRole("heading", { level: 3 }).allTextContents();
    const summary = region.getByText(/^Showing \d+ of \d+ articles$/);
    const matches = page.getByText(/^\d+ of \d+ articles match$/);
    const featured = page.locator("#featured");
    await expect(summary).toHaveText(/^Showing 9 of \d+ articles$/);
    const total = (await summary.textContent())?.match(/of (\d+)/)?.[1];
    await expect(matches).toHaveCount(0);

    await box.pressSequentially("health", { delay: 20 });
    await expect(live(page)).toHaveCount(0);
    // Drawn by the boot alone: a count under the box and above the list, the featured post gone
    // (as the app removes it while searching), and the cards of the matches.
    await expect(matches).toHaveText(`5 of ${total} articles match`);
    await expect(summary).toHaveText("Showing 5 of 5 articles");
    await expect(featured).toBeHidden();
    const early = await titles();
    expect(early).toHaveLength(5);
    // Each matches by its title, excerpt or category (all shown on the card).
    const cards = region
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    for (const card of await cards.all()) await expect(card).toContainText(/health/i);
    const first = region.getByRole("button", { name: `Bookmark ${early[0]}` });
    await first.click();

    release();
    await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
    await expect(page).toHaveURL(/[?&]q=health\b/);
    await expect(box).toHaveValue("health");
    await expect(summary).toHaveText("Showing 5 of 5 articles");
    await expect(page.locator("[data-early-results]")).toBeEmpty();
    await expect(page.locator("[data-early-results]")).toBeHidden();
    expect(await titles()).toEqual(early);
    // The bookmark pressed before the takeover, pressed once the app was there.
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(region.getByRole("button", { name: /^Saved/ })).toContainText("1");

    // From here the app answers: the whole list and the featured post are back.
    await box.fill("");
    await expect(summary).toHaveText(`Showing 9 of ${total} articles`);
    await expect(featured).toBeVisible();
    expect(errors).toEqual([]);
    await page.unrouteAll();
  },
);

test(
  "the blog search finds nothing before the takeover: the app's empty state at once, and its button works once the app is there",
  { tag: "@firefox" },
  async ({ page }) => {
    const errors = watchConsole(page);
    const { release, region, box } = await blogHeldBack(page);
    await box.pressSequentially("zebra", { delay: 20 });
    await expect(region.getByRole("heading", { name: "No Matching Articles" })).toBeVisible();
    await expect(region.getByText("Showing 0 of 0 articles")).toBeVisible();
    await region.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(live(page)).toHaveCount(0);

    release();
    await expect(box).toHaveValue("");
    await expect(region.getByText(/^Showing 9 of \d+ articles$/)).toBeVisible();
    await expect(region.getByRole("heading", { level: 3 })).toHaveCount(9);
    await expect(page.locator("#featured")).toBeVisible();
    expect(errors).toEqual([]);
    await page.unrouteAll();
  },
);

/** Listings besides the blog: their search answers before the app by the same shell. */
const otherListings = [
  {
    path: "/resources/insights",
    items: insights,
    query: "model",
    box: insightsPage.search.label,
    region: insightsPage.library.title,
    summary: (count: number) =>
      fillTemplate(insightsPage.library.summary, { count, total: insights.length }),
  },
  {
    path: "/resources/white-papers",
    items: whitePapers,
    query: "health",
    box: whitePapersPage.search.label,
    region: whitePapersPage.library.title,
    summary: (shown: number) =>
      fillTemplate(whitePapersPage.library.resultsLabel, { shown, total: whitePapers.length }),
  },
];

for (const listing of otherListings) {
  test(
    `the ${listing.path} search answers before the takeover as the blog's does, and the app then shows the same matches once`,
    { tag: "@firefox" },
    async ({ page }) => {
      const errors = watchConsole(page);
      const expected = filterItems(listing.items, { query: listing.query }, listingFields).map(
        (item) => item.title,
      );
      // A search that leaves some cards out, and some in.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(listing.items.length);
      const release = await holdTheApp(page);
      await page.goto(listing.path);
      const region = page.getByRole("region", { name: listing.region });
      const titles = region.getByRole("heading", { level: 3 });
      const summary = region.getByText(listing.summary(expected.length), { exact: true });
      await expect(titles).toHaveCount(listing.items.length);

      await page
        .getByRole("searchbox", { name: listing.box })
        .pressSequentially(listing.query, { delay: 20 });
      // Drawn by the boot alone: the matching cards and the count above them.
      await expect(titles).toHaveText(expected);
      await expect(summary).toBeVisible();
      await expect(live(page)).toHaveCount(0);

      release();
      await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
      await expect(page).toHaveURL(new RegExp(`[?&]q=${listing.query}\\b`));
      // The app's own cards in their place, each once; the boot's are gone.
      await expect(page.locator("[data-early-results]")).toBeEmpty();
      await expect(page.locator("[data-early-results]")).toBeHidden();
      await expect(titles).toHaveText(expected);
      await expect(summary).toBeVisible();
      expect(errors).toEqual([]);
      await page.unrouteAll();
    },
  );
}

test(
  "the blog search before the takeover, after a card's page and Back (both shown without the app), answers again on the listing shown anew",
  { tag: "@firefox" },
  async ({ page }) => {
    const errors = watchConsole(page);
    const { release, region, box } = await blogHeldBack(page);
    const summary = region.getByText(/^Showing \d+ of \d+ articles$/);
    await box.pressSequentially("health", { delay: 20 });
    await expect(summary).toHaveText("Showing 5 of 5 articles");
    const card = region.getByRole("heading", { level: 3 }).first().getByRole("link");
    const title = await card.textContent();
    await card.click();
    await expect(page.locator("h1")).toHaveText(title ?? "");
    await page.goBack();
    await expect(page).toHaveURL("/resources/blog");
    await expect(box).toHaveValue("");
    await expect(summary).toHaveText(/^Showing 9 of \d+ articles$/);
    // The same text at once (pasted): the listing shown anew has nothing drawn yet.
    await box.fill("health");
    await expect(summary).toHaveText("Showing 5 of 5 articles");
    await expect(page.locator("html[data-app=reading]")).toHaveCount(1);
    release();
    await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
    await expect(page.locator("[data-early-results]")).toBeEmpty();
    await expect(summary).toHaveText("Showing 5 of 5 articles");
    expect(errors).toEqual([]);
    await page.unrouteAll();
  },
);

/** The files the page has asked the network for so far, once per request. */
const requestedFiles = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );

/**
 * The page's code, or the header menus', from the lists file its head names
 * (`<meta name="app-code">`, src/boot/page-code.ts).
 */
async function codeList(page: Page, name: "page" | "menus") {
  const meta = page.locator("meta[name=app-code]");
  const url = await meta.getAttribute("content");
  const lists = (await (await page.request.get(url!)).json()) as CodeLists;
  const pageModule = (await meta.getAttribute("data-page"))!;
  return name === "menus" ? lists.menus : [...lists.core, ...lists.pages[pageModule]!];
}

/** Resolves once the page has asked for every one of `files`. */
async function everyFileRequested(page: Page, files: string[]) {
  await expect
    .poll(async () => {
      const requested = await requestedFiles(page);
      return files.filter((file) => !requested.includes(file));
    })
    .toEqual([]);
}

/** A pointer over a header link takes the page over, asking for none of `appCode` twice. */
async function takeOverByPointer(page: Page, appCode: string[]) {
  await page.getByRole("banner").getByRole("link").first().hover();
  await expect(live(page)).toHaveCount(1, { timeout: takeoverMs });
  await expectEachRequestedOnce(page, appCode);
}

/** Each of `files` was asked for exactly once: what was read ahead is not asked for again. */
async function expectEachRequestedOnce(page: Page, files: string[]) {
  const requested = await requestedFiles(page);
  for (const file of files)
    expect(
      requested.filter((each) => each === file),
      file,
    ).toHaveLength(1);
}

test(
  "a visitor who only reads downloads none of the app: scrolling by wheel and by key asks for none of its code; the first pointer over a link reads it all at once, each file once",
  { tag: "@firefox" },
  async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/resources/blog/ai-roi-measurement");
    const appCode = await codeList(page, "page");
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("Space");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Past the moment a page reads ahead (its largest paint, then an idle moment of at most 2 s).
    await page.waitForTimeout(3000);
    expect((await requestedFiles(page)).filter((file) => appCode.includes(file))).toEqual([]);
    await expect(page.locator("link[rel=modulepreload]")).toHaveCount(0);
    await expect(page.locator("html[data-app=static]")).toHaveCount(1);

    await takeOverByPointer(page, appCode);
    expect(errors).toEqual([]);
  },
);

test(
  "a page whose first screen has a control only the app answers reads the app's code ahead at low priority once painted, runs none of it until the visitor acts, and the takeover asks for none of it again",
  { tag: "@firefox" },
  async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/resources/whitepapers/ai-roi-guide");
    await expect(page.getByRole("button", { name: "Download White Paper" })).toBeInViewport();
    const appCode = await codeList(page, "page");
    expect(appCode.length).toBeGreaterThan(3);
    await everyFileRequested(page, appCode);
    await expect(page.locator("link[rel=modulepreload]:not([fetchpriority=low])")).toHaveCount(0);
    // Read, not run: React has not touched the page.
    await expect(live(page)).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__react")),
      ),
    ).toBe(false);

    await takeOverByPointer(page, appCode);
    expect(errors).toEqual([]);
  },
);

test(
  "a first pointer on the header reads the menus' code with the page's, so a header menu's first click asks for none of it after the takeover",
  { tag: "@firefox" },
  async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    const menuCode = await codeList(page, "menus");
    expect(menuCode.some((file) => file.includes("shell-menus-radix"))).toBe(true);
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", {
      name: "Services",
    });
    await services.hover();
    await everyFileRequested(page, menuCode);
    await services.click();
    await expect(page.getByRole("menuitem", { name: /All Services/ })).toBeVisible();
    await expectEachRequestedOnce(page, menuCode);
    expect(errors).toEqual([]);
  },
);

test("loading a page draws no frames of its own: with motion allowed, nothing in the header or the hero is animated, and the entrance animations below follow the scroll, not the clock", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of [
    "/",
    "/services/automation",
    "/contact",
    "/resources/blog/ai-roi-measurement",
    "/resources/whitepapers/ai-roi-guide",
  ]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    const animated = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return {
          on: `${target?.tagName.toLowerCase()}.${String(target?.className).split(" ")[0]}`,
          onFirstScreen: Boolean(target?.closest("header, main > section:first-of-type")),
          // An entrance animation on the clock. A colour transition below the first screen is
          // not motion; under load one was seen starting there on the buttons of a section the
          // browser had skipped (content-visibility), cause not found, so it is not counted.
          onClock:
            animation.timeline instanceof DocumentTimeline && animation instanceof CSSAnimation,
        };
      }),
    );
    expect(
      animated.filter((animation) => animation.onFirstScreen || animation.onClock),
      path,
    ).toEqual([]);
  }
  // Below the fold, an item rises as it is scrolled into view.
  await page.goto("/resources/blog");
  const card = page.locator("#articles .stagger-item").first();
  const offset = () => card.evaluate((item) => new DOMMatrix(getComputedStyle(item).transform).f);
  expect(await offset()).toBeGreaterThan(0);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(offset).toBe(0);
});
