import { expect, test, type Locator } from "@playwright/test";
import type { CodeLists } from "../src/boot/page-code";
import { settleAnimations, waitForHydration } from "./support";

test.describe("desktop menu", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(
    "the menu works with the keyboard alone; a dropdown opens, navigates, and highlights the current item and its parent",
    { tag: "@firefox" },
    async ({ page }) => {
      test.slow(); // three visits through the menu, by keyboard and by pointer
      await page.goto("/");
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });

      await test.step("with the keyboard alone", async () => {
        await page.keyboard.press("Tab");
        await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
        await nav.getByRole("button", { name: "Services" }).focus();
        // Focus in the header loads the menus' code; the focused control keeps focus through the swap.
        await expect(nav).toHaveAttribute("data-menus-ready", "true");
        await expect(nav.getByRole("button", { name: "Services" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("menuitem", { name: /All Services/ })).toBeFocused();
        await page.keyboard.press("ArrowDown");
        await expect(page.getByRole("menuitem", { name: /Low-Code Automation/ })).toBeFocused();
        await page.keyboard.press("ArrowDown");
        await expect(page.getByRole("menuitem", { name: /Performance Marketing/ })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL("/services/performance-marketing");
      });

      await test.step("with the pointer, highlighting the current item and its parent", async () => {
        await nav.getByRole("button", { name: "Industries" }).click();
        await page.getByRole("menuitem", { name: "Healthcare" }).click();
        await expect(page).toHaveURL("/industries/healthcare");
        await expect(nav.getByRole("button", { name: "Industries" })).toHaveAttribute(
          "data-active",
          "true",
        );
        await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute(
          "data-active",
          "false",
        );

        await nav.getByRole("button", { name: "Industries" }).click();
        await expect(page.getByRole("menuitem", { name: "Healthcare" })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await page.keyboard.press("Escape");

        await nav.getByRole("link", { name: "About" }).click();
        await expect(page).toHaveURL("/about");
        await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(nav.getByRole("button", { name: "Industries" })).toHaveAttribute(
          "data-active",
          "false",
        );
      });
    },
  );

  test(
    "a new page opens at the top and Back restores the position",
    { tag: "@firefox" },
    async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      // Mid-page, below sections the browser has not laid out yet (content-visibility in
      // styles.css); after Back the page comes laid out in full, so only a position kept
      // relative to its section lands on the same view.
      const testimonials = page
        .getByRole("heading", { level: 2 })
        .filter({ hasText: /clients say/i });
      await testimonials.scrollIntoViewIfNeeded();
      // Sections that just came into view are laid out in the next frame, and the view settles.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const topOf = (locator: Locator) =>
        locator.evaluate((element) => element.getBoundingClientRect().top);
      const topBefore = await topOf(testimonials);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      // Clicked where the sticky header shows it: Playwright's click in Firefox first scrolls
      // the page by some 300 px to bring the header's link "into view".
      const about = page.getByRole("banner").getByRole("link", { name: "About", exact: true });
      const box = (await about.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL("/about");
      await expect(page).toHaveTitle(/About Us/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL("/");
      await expect
        .poll(async () => Math.abs((await topOf(testimonials)) - topBefore))
        .toBeLessThan(2);
    },
  );
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test(
    "opens from the menu button; Escape and the overlay close it, Escape returning focus; a link navigates and closes it",
    { tag: "@firefox" },
    async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      const menuButton = page.getByRole("button", { name: "Open menu" });
      const drawer = page.getByRole("dialog", { name: "Menu" });

      await test.step("it meets the window's right edge; Escape closes it and returns focus", async () => {
        await menuButton.click();
        await expect(drawer).toBeVisible();
        await settleAnimations(page);
        const box = await drawer.boundingBox();
        expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375);
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
        await expect(menuButton).toBeFocused();
      });

      await test.step("the overlay closes it", async () => {
        await menuButton.click();
        await expect(drawer).toBeVisible();
        await page.mouse.click(10, 300);
        await expect(drawer).toBeHidden();
      });

      await test.step("a link navigates and closes it", async () => {
        await menuButton.click();
        await drawer.getByRole("link", { name: "Web Development" }).click();
        await expect(page).toHaveURL("/services/web-development");
        await expect(drawer).toBeHidden();
      });
    },
  );
});

test(
  "moving to another page inside the app asks for all of its code at once, not one import level at a time",
  { tag: "@firefox" },
  async ({ page, request }) => {
    // /privacy's code has levels: its page imports the legal document, which imports the
    // article body, which imports the blog's helpers… (src/boot/page-code.ts).
    await page.goto("/contact");
    const listsUrl = await page.locator("meta[name=app-code]").getAttribute("content");
    const lists = (await (await request.get(listsUrl!)).json()) as CodeLists;
    const privacyCode = lists.pages["src/pages/privacy-page.tsx"];
    expect(privacyCode.length).toBeGreaterThan(3);

    await waitForHydration(page);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    const toRead = privacyCode.filter((file) => !loaded.includes(file));
    expect(toRead.length).toBeGreaterThan(3);

    // Each file is held until all have been asked for. Read one level at a time, the next level
    // is only asked for once the one above has arrived, so the first file held waits in vain.
    const asked = new Set<string>();
    let allAsked!: () => void;
    const everyFileAsked = new Promise<void>((resolve) => (allAsked = resolve));
    let waitedInVain = false;
    await page.route(
      (url) => toRead.includes(url.pathname),
      async (route) => {
        asked.add(new URL(route.request().url()).pathname);
        if (asked.size === toRead.length) allAsked();
        const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 2000));
        if (await Promise.race([everyFileAsked.then(() => false), gaveUp])) waitedInVain = true;
        await route.continue();
      },
    );
    await page
      .getByRole("main")
      .getByRole("link", { name: "See our Privacy Policy" })
      .first()
      .click();
    // Long enough for a page read level by level to arrive, so the check below says why.
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible({
      timeout: 20_000,
    });
    expect(page.url()).toMatch(/\/privacy$/);
    expect(waitedInVain, `asked for ${[...asked].join(", ")} of ${toRead.join(", ")}`).toBe(false);
  },
);

test(
  "a page's code is read as soon as its link is pressed or a mouse rests on it, before the click",
  { tag: "@firefox" },
  async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });

    await test.step("a mouse resting on a link", async () => {
      const asked = page.waitForRequest(/\/assets\/about-page-[\w-]+\.js$/, { timeout: 5000 });
      await nav.getByRole("link", { name: "About" }).hover();
      await asked;
    });

    await test.step("a press: the code is asked for before the click", async () => {
      const asked = page.waitForRequest(/\/assets\/contact-page-[\w-]+\.js$/, { timeout: 5000 });
      // The press alone, as a touch begins; the click it may become comes after.
      await page
        .getByRole("banner")
        .getByRole("link", { name: "Contact Us" })
        .dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true });
      await asked;
    });
  },
);
