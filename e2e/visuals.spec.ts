import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { outDir } from "../scripts/build-paths.ts";
import { horizontalOverflow, readRoutes } from "./support";

/**
 * Where the drawings sit and that they are painted. Which page has which drawing (from its
 * content), that each is hidden from screen readers, the portraits, the charts' spoken
 * summaries and the client wordmarks are read from the prerendered pages in
 * tests/site/visuals.test.ts.
 */

/** The pages of the route table whose prerendered hero has a drawing. */
const drawnPages = readRoutes().filter(({ path: route }) =>
  readFileSync(path.join(outDir, route, "index.html"), "utf8").includes(" data-visual="),
);
/** The first of them in each route family, also checked at a phone's width. */
const phonePages = new Set(
  drawnPages
    .filter(
      (route, index) => drawnPages.findIndex(({ family }) => family === route.family) === index,
    )
    .map((route) => route.path),
);

const heroVisual = (page: Page) => page.locator("#hero [data-visual]");

/**
 * Every run of words drawn in HTML inside `scope`, as a visitor meets it: each text's own boxes
 * (a Range over the text node, not its element's box) are read after scrolling it into view.
 * A run is too small under 12 px, cut off when its element scrolls (an ellipsis) or a box ends
 * outside an ancestor that clips or outside the drawing, covered when the top element at the
 * middle of a box is not the text's element or inside it.
 */
const wordProblems = (scope: Locator) =>
  scope.evaluate((root) => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = node.textContent!.trim();
      const element = node.parentElement!;
      if (!words || element.closest("svg")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      element.scrollIntoView({ block: "center" });
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) continue; // not drawn at this width
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) problems.push(`"${words}" is ${size} px`);
      const clips = getComputedStyle(element).overflow !== "visible";
      if (clips && element.scrollWidth > element.clientWidth + 1)
        problems.push(`"${words}" is cut off (ellipsis)`);
      const frame = root.getBoundingClientRect();
      for (const box of boxes) {
        const outside = (clip: DOMRect) =>
          box.left < clip.left - 1 ||
          box.right > clip.right + 1 ||
          box.top < clip.top - 1 ||
          box.bottom > clip.bottom + 1;
        if (outside(frame)) problems.push(`"${words}" ends outside the drawing`);
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow === "visible") continue;
          if (outside(parent.getBoundingClientRect()))
            problems.push(`"${words}" is clipped by its card`);
          break;
        }
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (top && top !== element && !element.contains(top))
          problems.push(`"${words}" is covered by ${top.outerHTML.slice(0, 80)}`);
      }
    }
    return problems;
  });

/** What else a page with a drawing paints, checked on the same visit. */
const alsoPainted: Record<string, (page: Page) => Promise<void>> = {
  "/about": async (page) => {
    const cards = page
      .locator("#leadership li")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all())
      await expect(card.locator("svg[aria-hidden='true']").first()).toBeVisible();
  },
  "/case-studies": async (page) => {
    const list = page.locator("#case-studies");
    await expect(list.getByRole("img", { name: /unplanned downtime fell 42%/ })).toBeVisible();
    await expect(
      list.getByRole("img", { name: /intake time per new patient fell 75%/ }),
    ).toBeVisible();
    await expect(list.getByRole("img", { name: /fraud detection time fell 95%/ })).toBeVisible();
  },
  "/": async (page) => {
    await expect(
      page.locator("#case-studies").getByRole("img", { name: /cost per acquisition fell 38%/ }),
    ).toBeVisible();
    const strip = page.getByRole("region", { name: "Trusted by teams at" });
    await expect(strip.getByText("Meridian")).toBeVisible();
    const hero = await page.locator("#hero").boundingBox();
    const stripBox = await strip.boundingBox();
    expect(stripBox!.y).toBeGreaterThanOrEqual(hero!.y + hero!.height - 1);
  },
};

// Three tests, so two workers share the pages; each page is one load and a few reads.
const groups = [0, 1, 2].map((group) => drawnPages.filter((_, index) => index % 3 === group));
for (const group of groups) {
  test(`${group.map(({ path: route }) => route).join(", ")} paint their drawings beside the heading (under the copy on a phone, nothing sideways), with their portraits, charts and wordmarks`, async ({
    page,
  }) => {
    expect(drawnPages.length).toBeGreaterThanOrEqual(17);
    for (const { path: route } of group) {
      await test.step(route, async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(route);
        const art = heroVisual(page);
        await expect(art).toBeVisible();
        const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
        const drawing = await art.boundingBox();
        expect(drawing!.x).toBeGreaterThanOrEqual(heading!.x + heading!.width);
        await alsoPainted[route]?.(page);

        // A phone gets the drawing's own composition: one card whose words all read.
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await wordProblems(art), `${route} at 390 px`).toEqual([]);
        if (phonePages.has(route)) {
          const phoneHeading = await page.getByRole("heading", { level: 1 }).boundingBox();
          const phoneDrawing = await art.boundingBox();
          expect(phoneDrawing!.y).toBeGreaterThan(phoneHeading!.y + phoneHeading!.height);
          expect(await horizontalOverflow(page)).toBe(0);
        }
      });
    }
  });
}

// axe in both themes at both widths, these drawings included, runs on every page in the route
// loop (routes.spec.ts).
test("in the dark theme the call-to-action band is a dark surface, not a bright accent block", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/case-studies");
  // The theme script in index.html sets it before the first paint; no app needed.
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const band = page.locator("#get-started h2").locator("..");
  await expect(band.getByRole("heading", { level: 2 })).toBeVisible();
  const lightness = await band.evaluate((element) => {
    const [r, g, b] = getComputedStyle(element)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .map(Number);
    return (Math.max(r!, g!, b!) + Math.min(r!, g!, b!)) / 2 / 255;
  });
  expect(lightness).toBeLessThan(0.2);
});
