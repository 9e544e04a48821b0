import type { Page } from "@playwright/test";
import { expect, test } from "./shared-tab";
import { readRoutes } from "./support";

/**
 * One hero grid (src/components/sections/page-hero.tsx): on every page family that opens with a
 * page hero, the eyebrow and the h1 start at one offset under the header at each width, in one
 * h1 size, whatever the drawing beside them; and the home hero's figures are above the fold.
 */
const families = [...new Map(readRoutes().map((route) => [route.family, route.path])).values()];

type HeroPlace = { path: string; layout: string; eyebrow?: number; h1: number; size: number };

const widths = [
  [1280, 800],
  [1024, 768],
  [390, 844],
] as const;

/** Where the hero copy of the page now shown starts, in px under the header's bottom edge. */
async function heroPlace(page: Page, path: string): Promise<HeroPlace | undefined> {
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

// Each page is loaded once and measured at every width: resized, a page is laid out as if it
// were opened at that width (its layout is CSS alone; the app takes over only on intent).
test(`at ${widths.map(([width]) => width).join(", ")} px every page hero starts its eyebrow and h1 at one offset under the header, in one h1 size`, async ({
  page,
}) => {
  test.setTimeout(60_000); // every family's page; a busy 2-core machine can take 20 s
  const places = new Map<number, HeroPlace[]>(widths.map(([width]) => [width, []]));
  for (const path of families) {
    await page.setViewportSize({ width: widths[0][0], height: widths[0][1] });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    for (const [width, height] of widths) {
      await page.setViewportSize({ width, height });
      const place = await heroPlace(page, path);
      if (place) places.get(width)!.push(place);
    }
  }
  for (const [width, atWidth] of places) {
    expect(atWidth.filter(({ layout }) => layout === "split").length).toBeGreaterThanOrEqual(9);
    const withEyebrow = atWidth.filter((place) => place.eyebrow !== undefined);
    const report = `at ${width} px: ${JSON.stringify(atWidth.map(({ path, eyebrow, h1 }) => [path, eyebrow, h1]))}`;
    expect(spread(withEyebrow.map((place) => place.eyebrow!)), report).toBeLessThanOrEqual(8);
    expect(spread(withEyebrow.map((place) => place.h1)), report).toBeLessThanOrEqual(8);
    expect(new Set(atWidth.map((place) => place.size)).size, report).toBe(1);
    test.info().annotations.push({ type: "offsets", description: report });
  }
});

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
