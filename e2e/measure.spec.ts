import { expect, test } from "./shared-tab";

/**
 * Long-form bodies (articles, the insight, the legal pages) run 65-75 characters a line, as a
 * reader measures it: the full lines of each paragraph, read from where the browser broke them.
 */
const bodies = [
  "/resources/blog/generative-ai-enterprise",
  "/resources/insights/ai-predictions-2025",
  "/privacy",
  "/terms",
];

for (const width of [1280, 1024]) {
  test(`article, insight and legal bodies run 65-75 characters a line at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of bodies) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const lines = await page.locator("[data-reading-body]").evaluate((body) => {
        const counts: number[] = [];
        for (const paragraph of body.querySelectorAll(
          ":scope > p, :scope > ul > li, :scope > ol > li",
        )) {
          const text = paragraph.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) continue;
          const range = document.createRange();
          const perLine = new Map<number, number>();
          for (let at = 0; at < text.textContent!.length; at++) {
            range.setStart(text, at);
            range.setEnd(text, at + 1);
            const box = range.getClientRects()[0];
            if (!box) continue;
            const top = Math.round(box.top);
            perLine.set(top, (perLine.get(top) ?? 0) + 1);
          }
          // Every line but the last is a full one.
          counts.push(...[...perLine.values()].slice(0, -1));
        }
        return counts;
      });
      expect(lines.length, path).toBeGreaterThan(10);
      const sorted = lines.toSorted((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      expect(median, `${path} at ${width} px`).toBeGreaterThanOrEqual(65);
      expect(median, `${path} at ${width} px`).toBeLessThanOrEqual(75);
    }
  });
}
