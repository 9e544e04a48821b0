import { expect, test, type Page } from "@playwright/test";
import { readRoutes } from "./support";

/**
 * One hero grid (src/components/sections/page-hero.tsx): on every page family that opens with a
 * page hero, the eyebrow and the h1 start at one offset under the header at each width, in one
 * h1 size, whatever the drawing beside them; and the home hero's figures are above the fold.
 */
const families = [...new Map(readRoutes().map((route) => [route.family, route.path])).values()];

type HeroPlace = { path: string; layout: string; eyebrow?: number; h1: number; size: number };

/** Where a page's hero copy starts, in px under the header's bottom edge. */
async function heroPlace(page: Page, path: string): Promise<HeroPlace | undefined> {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((path) => {
    const hero = document.querySelector<HTMLElement>("#hero[data-layout]");
    // A detail page opens with its back link, the hero under it (docs/design.md).
    if (!hero || hero.previousElementSibling) return undefined;
    const under = document.querySelector("header")!.getBoundingClientRect().bottom;
    const h1 = hero.querySelector("h1")!;
    const eyebrow = h1.previousElementSibling;
    return {
      path,
      layout: hero.dataset.layout!,
      eyebrow: eyebrow ? eyebrow.getBoundingClientRect().top - under : undefined,
      h1: h1.getBoundingClientRect().top - under,
      size: parseFloat(getComputedStyle(h1).fontSize),
    };
  }, path);
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

for (const [width, height] of [
  [1280, 800],
  [1024, 768],
  [390, 844],
] as const) {
  test(`at ${width} px every page hero starts its eyebrow and h1 at one offset under the header, in one h1 size`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const places: HeroPlace[] = [];
    for (const path of families) {
      const place = await heroPlace(page, path);
      if (place) places.push(place);
    }
    expect(places.filter(({ layout }) => layout === "split").length).toBeGreaterThanOrEqual(9);
    const withEyebrow = places.filter((place) => place.eyebrow !== undefined);
    const report = JSON.stringify(places.map(({ path, eyebrow, h1 }) => [path, eyebrow, h1]));
    expect(spread(withEyebrow.map((place) => place.eyebrow!)), report).toBeLessThanOrEqual(8);
    expect(spread(withEyebrow.map((place) => place.h1)), report).toBeLessThanOrEqual(8);
    expect(new Set(places.map((place) => place.size)).size, report).toBe(1);
    test.info().annotations.push({ type: "offsets", description: report });
  });
}

for (const [width, height] of [
  [1280, 800],
  [1024, 768],
] as const) {
  test(`the home hero's figures are above the fold at ${width} by ${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    const figures = page.locator("#hero dl > div");
    await expect(figures).toHaveCount(3);
    for (const figure of await figures.all()) {
      const box = (await figure.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    }
  });
}
