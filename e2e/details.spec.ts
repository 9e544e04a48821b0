import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./shared-tab";

/**
 * Small breaks a design pass found, each checked where it showed: a badge alone on a line, a
 * compound split at its hyphen, a row that starts beside its box, a glyph off the gutter, a
 * footer link that checkers saw covered.
 */

/** How many lines the text `words` inside `scope` runs over (its Range's line boxes). */
const linesOf = (scope: Locator, words: string) =>
  scope.evaluate((root, words) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(words);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + words.length);
      return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
    }
    return 0;
  }, words);

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}

test("a report's badges wrap as one group on a phone: none is left alone on a line", async ({
  page,
}) => {
  await open(page, "/resources/research/responsible-ai-governance-benchmark-2024", 390);
  const badges = page.locator("#hero [data-badges] > *");
  await expect(badges).toHaveCount(2);
  const tops = await badges.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
});

test("a hyphenated compound in a document's facts is never split at its hyphen", async ({
  page,
}) => {
  for (const width of [1280, 1024, 390]) {
    await open(page, "/resources/whitepapers/no-code-automation-playbook", width);
    const author = page.locator("#hero dd").filter({ hasText: "No-Code" });
    expect(await linesOf(author, "No-Code"), `at ${width} px`).toBe(1);
  }
});

test("the resource search's suggestions start at the search box's edge", async ({ page }) => {
  for (const width of [1280, 1024, 390]) {
    await open(page, "/resources", width);
    const field = await box(page.getByRole("searchbox"));
    const label = await box(page.getByText("Popular searches:"));
    expect(Math.abs(label.x - field.x), `at ${width} px`).toBeLessThanOrEqual(1);
  }
});

test("on a phone the menu glyph stands as far from the right edge as the logo from the left", async ({
  page,
}) => {
  await open(page, "/", 390);
  const logo = await box(page.locator("header a").first().locator("svg").first());
  // The glyph's drawn strokes, not its 24-unit box or its button.
  const strokes = await page
    .getByRole("button", { name: "Open menu" })
    .locator("svg")
    .evaluate((svg) =>
      Math.max(...[...svg.children].map((child) => child.getBoundingClientRect().right)),
    );
  expect(Math.abs(390 - strokes - logo.x)).toBeLessThanOrEqual(1.5);
});

test("the sections of a first page below the first screen wait to be laid out until they near the viewport, except those holding a form field, which the browser's autofill would lay out at once in one long task; the footer, with its newsletter box, is laid out with the page", async ({
  page,
}) => {
  for (const path of ["/contact", "/"]) {
    await open(page, path, 390);
    const parts = await page.evaluate(() =>
      [...document.querySelectorAll("main > section ~ section")].map((part) => ({
        name: part.id || part.getAttribute("aria-label") || part.className,
        holdsField: Boolean(part.querySelector("input, select, textarea")),
        skipped: getComputedStyle(part).contentVisibility === "auto",
      })),
    );
    // The newsletter box is the footer's one field.
    const newsletter = await page
      .locator(".site-footer")
      .getByRole("textbox", { name: "Email address for the newsletter" })
      .evaluate((field) => {
        for (let part = field.parentElement; part; part = part.parentElement)
          if (getComputedStyle(part).contentVisibility === "auto") return "skipped";
        return "laid out";
      });
    expect(newsletter, path).toBe("laid out");
    for (const { name, holdsField, skipped } of parts)
      expect(skipped, `${path} ${name}`).toBe(!holdsField);
    const withFields = parts.filter(({ holdsField }) => holdsField).map(({ name }) => name);
    if (path === "/contact") expect(withFields).toEqual(["contact-form", "consultation"]);
    else expect(parts.length - withFields.length).toBeGreaterThan(3);
  }
});

test("on a phone each card of a listing spans its list, inside the screen, before and after it is scrolled into view", async ({
  page,
}) => {
  for (const path of ["/resources/blog", "/resources/insights", "/resources/research"])
    for (const width of [360, 390]) {
      await open(page, path, width);
      const read = () =>
        page.locator(".listing-cards").evaluate((list) => ({
          list: Math.round(list.getBoundingClientRect().width),
          cards: [...list.children].map((card) => {
            const { width, right } = card.getBoundingClientRect();
            return { width: Math.round(width), right };
          }),
        }));
      // Before: the cards below the first screen are not drawn yet (styles.css guesses their
      // height only); after: scrolled past every card, so each has been drawn.
      const first = await read();
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }
      for (const { list, cards } of [first, await read()]) {
        expect(list, `${path} ${width}`).toBeLessThan(width);
        for (const card of cards) {
          expect(card.width, `${path} ${width}`).toBe(list);
          expect(card.right, `${path} ${width}`).toBeLessThanOrEqual(width);
        }
      }
    }
});

test("a detail page's cover stands straight beside its title, inside the gutter", async ({
  page,
}) => {
  for (const path of [
    "/resources/whitepapers/ai-roi-guide",
    "/resources/research/enterprise-ai-adoption-trends",
    "/resources/blog/generative-ai-enterprise",
  ]) {
    await open(page, path, 1280);
    const cover = page.locator("#hero img, header img").filter({ visible: true }).first();
    const frame = await box(cover);
    const title = await box(page.locator("h1"));
    const tilted = await cover.evaluate((image) => {
      for (let element: Element | null = image; element; element = element.parentElement)
        if (getComputedStyle(element).transform !== "none") return true;
      return false;
    });
    expect(tilted, path).toBe(false);
    // The page gutter is 48 px at 1280.
    expect(frame.x + frame.width, path).toBeLessThanOrEqual(1280 - 48 + 0.5);
    // Beside the title, not centred far below it against the whole hero.
    expect(Math.abs(frame.y - title.y), path).toBeLessThanOrEqual(64);
  }
});
