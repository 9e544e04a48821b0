import { test } from "@playwright/test";
import { readRoutes, renderWholePage, waitForReact } from "../support";

const firsts = new Map<string, string>();
for (const r of readRoutes()) if (!firsts.has(r.family)) firsts.set(r.family, r.path);
const paths = process.env.PATHS ? process.env.PATHS.split(",") : [...firsts.values(), "/services/automation", "/industries/healthcare"];

test("empty", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: Number(process.env.W ?? 1280), height: 800 });
  for (const path of paths) {
    await page.goto(path);
    await waitForReact(page);
    await renderWholePage(page);
    const found = await page.evaluate(() => {
      const merge = (spans: [number, number][], slack: number) => {
        spans.sort((a, b) => a[0] - b[0]);
        const out: [number, number][] = [];
        for (const s of spans) {
          const last = out.at(-1);
          if (last && s[0] - last[1] <= slack) last[1] = Math.max(last[1], s[1]);
          else out.push([...s]);
        }
        return out;
      };
      const cards = [...document.querySelectorAll("main .bg-card")].filter((el) => {
        const s = getComputedStyle(el);
        return s.borderTopWidth !== "0px" && (el as HTMLElement).offsetHeight > 60;
      });
      return cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue;
          const range = document.createRange(); range.selectNodeContents(n);
          rects.push(...range.getClientRects());
        }
        for (const el of card.querySelectorAll("svg, img, canvas, input, textarea, select"))
          if (!el.parentElement?.closest("svg")) rects.push(el.getBoundingClientRect());
        const vis = rects.filter((r) => r.width > 0 && r.height > 0);
        const pad = 24;
        const h = box.height - 2 * pad, w = box.width - 2 * pad;
        const v = merge(vis.map((r) => [Math.max(r.top, box.top + pad), Math.min(r.bottom, box.bottom - pad)] as [number, number]).filter(([a, b]) => b > a), 24);
        const hz = merge(vis.map((r) => [Math.max(r.left, box.left + pad), Math.min(r.right, box.right - pad)] as [number, number]).filter(([a, b]) => b > a), 24);
        const vBlank = 1 - v.reduce((s, [a, b]) => s + b - a, 0) / h;
        const hBlank = 1 - hz.reduce((s, [a, b]) => s + b - a, 0) / w;
        const blank = Math.max(vBlank, hBlank);
        if (blank <= 0.33) return [];
        const title = (card.querySelector("h2,h3,h4")?.textContent ?? card.textContent ?? "").trim().slice(0, 40);
        return [`${title} | ${Math.round(box.width)}x${Math.round(box.height)} v${vBlank.toFixed(2)} h${hBlank.toFixed(2)}`];
      });
    });
    console.log(path, found.length ? "\n  " + found.join("\n  ") : "ok");
  }
});
