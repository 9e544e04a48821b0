import { expect, test, type Locator, type Page } from "@playwright/test";

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

for (const width of [320, 390, 768, 1024, 1280])
  test(`at ${width} px a section holding a form reserves, before it is laid out, no less room than it takes, so no checker sees its fields over the footer`, async ({
    page,
  }) => {
    await open(page, "/contact", width);
    const sections = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const forms = [...document.querySelectorAll("main > section")].filter((section) =>
        section.querySelector("form"),
      );
      const result = [];
      for (const section of forms) {
        const style = getComputedStyle(section);
        const reserved = parseFloat(style.containIntrinsicHeight.replace("auto", ""));
        section.scrollIntoView();
        await frame();
        await frame();
        result.push({
          id: section.id,
          skippedAtFirst: style.contentVisibility,
          reserved,
          takes: section.getBoundingClientRect().height,
        });
      }
      return result;
    });
    expect(sections.map(({ id }) => id)).toEqual(["contact-form", "consultation"]);
    for (const { id, skippedAtFirst, reserved, takes } of sections) {
      expect(skippedAtFirst, id).toBe("auto");
      expect(reserved, id).toBeGreaterThanOrEqual(takes);
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
