/**
 * `npm run bench -- --style-cost [--compare=../astrowind/dist]`: what each page's stylesheet
 * costs to apply, per element and per rule, beside the other site's page of the same kind (the
 * pairs of the paint bench, `--routes=` and `--compare-routes=` as there). Issue 45 asks for a
 * sheet that costs less per element; this says whether ours does, and which rules cost.
 *
 * On the paint bench's phone screen and CPU (4× slower), without scripts (only the page's HTML
 * and CSS), every element made visible to style (`content-visibility` off), the page's body is
 * taken out and put back BENCH_STYLE_ROUNDS times (default 11), in each of BENCH_REPEATS
 * visits (default 3, the two sites taking turns). Each time every element is styled from
 * nothing, as when the parser adds it:
 *
 * - a full style pass and the layout after it (traced; per visit the median of all passes but
 *   the first two, which run slower while the engine warms up; the lowest of the visits), and
 *   the style per element;
 * - from three more passes traced with Blink's selector statistics (which slow the pass
 *   itself, so only their share is printed): the time spent matching selectors, how many
 *   selectors were tried, how many never matched, and the costliest.
 */
import { rmSync, writeFileSync } from "node:fs";
import { type Browser } from "@playwright/test";
import { median, readTrace, table, type TraceEvent as Trace } from "./serve.ts";
import { cpuSlowdown, phone } from "./interaction.ts";
import { startPairs } from "./paint.ts";

const statRounds = 3;
/** Passes left out of each visit's median: the first ones run slower while the engine warms up. */
const warmUp = 2;
const rounds = Math.max(warmUp + 1, Number(process.env.BENCH_STYLE_ROUNDS || 11));
const visits = Number(process.env.BENCH_REPEATS || 3);
const ourPort = 4412;
const theirPort = 4413;

type TraceEvent = Trace<{
  elementCount?: number;
  selector_stats?: { selector_timings: SelectorTiming[] };
}>;
type SelectorTiming = {
  selector: string;
  "elapsed (us)": number;
  match_attempts: number;
  match_count: number;
};
type SelectorCost = { selector: string; ms: number; tried: number; matched: number };
type StyleCost = {
  route: string;
  elements: number;
  styled: number;
  /** The lowest of the visits' median full passes. */
  styleMs: number;
  layoutMs: number;
  visits: { styleMs: number; layoutMs: number }[];
  /** Selector matching's share of a style pass traced with the statistics, in %. */
  matchingShare: number;
  selectorsTried: number;
  neverMatched: number;
  costliest: SelectorCost[];
};

/** Takes the body out and puts it back `times` times, traced with `categories`. */
async function restyle(browser: Browser, url: string, times: number, categories: string[]) {
  // Without the page's Content-Security-Policy, which would refuse the inline style below.
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false, bypassCSP: true });
  const file = `.bench/style-trace-${process.pid}.json`;
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    // Sections skipped until near the screen would not be styled at all.
    await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "* { content-visibility: visible !important }";
      document.head.append(style);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.waitForTimeout(500);
    await browser.startTracing(page, { path: file, categories });
    const elements = await page.evaluate((times) => {
      for (let i = 0; i < times; i++) {
        const children = [...document.body.children];
        for (const child of children) child.remove();
        void document.body.offsetHeight;
        document.body.append(...children);
        void document.body.offsetHeight;
      }
      return document.getElementsByTagName("*").length;
    }, times);
    await browser.stopTracing();
    const events: TraceEvent[] = readTrace(file);
    return { elements, events };
  } finally {
    rmSync(file, { force: true });
    await context.close();
  }
}

/**
 * The passes that styled the whole body (each time it was put back) and the layout after each,
 * less the first two: the first passes after a load run slower while the engine warms up.
 */
function fullPasses(events: TraceEvent[]) {
  const onMain = events
    .filter((e) => e.ph === "X" && (e.name === "UpdateLayoutTree" || e.name === "Layout"))
    .sort((a, b) => a.ts - b.ts);
  const styled = Math.max(...onMain.map((e) => e.args?.elementCount ?? 0));
  const recalcs: number[] = [];
  const layouts: number[] = [];
  onMain.forEach((event, i) => {
    if (event.name !== "UpdateLayoutTree" || event.args?.elementCount !== styled) return;
    recalcs.push(event.dur! / 1000);
    const layout = onMain.slice(i + 1).find((e) => e.name === "Layout");
    if (layout) layouts.push(layout.dur! / 1000);
  });
  return { styled, recalcs: recalcs.slice(warmUp), layouts: layouts.slice(warmUp) };
}

/** One visit's full passes: their medians, and what the page holds. */
async function timePasses(browser: Browser, url: string) {
  const { elements, events } = await restyle(browser, url, rounds, ["devtools.timeline"]);
  const passes = fullPasses(events);
  return {
    elements,
    styled: passes.styled,
    styleMs: median(passes.recalcs),
    layoutMs: median(passes.layouts),
  };
}
type Timing = Awaited<ReturnType<typeof timePasses>>;

/** What selector matching costs in a page's style passes, from Blink's statistics. */
async function selectorCost(browser: Browser, url: string) {
  const counted = await restyle(browser, url, statRounds, [
    "devtools.timeline",
    "disabled-by-default-blink.debug",
  ]);
  const bySelector = new Map<string, SelectorCost>();
  for (const event of counted.events)
    for (const timing of event.args?.selector_stats?.selector_timings ?? []) {
      const cost = bySelector.get(timing.selector) ?? {
        selector: timing.selector,
        ms: 0,
        tried: 0,
        matched: 0,
      };
      cost.ms += timing["elapsed (us)"] / 1000 / statRounds;
      cost.tried += timing.match_attempts / statRounds;
      cost.matched += timing.match_count / statRounds;
      bySelector.set(timing.selector, cost);
    }
  const selectors = [...bySelector.values()];
  const matchingMs = selectors.reduce((sum, { ms }) => sum + ms, 0);
  // All passes of the counted run, the small ones with the body out included: the statistics
  // cover every pass.
  const countedStyleMs =
    counted.events
      .filter((e) => e.name === "UpdateLayoutTree" && e.ph === "X")
      .reduce((sum, e) => sum + e.dur! / 1000, 0) / statRounds;
  return {
    matchingShare: Math.round((100 * matchingMs) / countedStyleMs),
    selectorsTried: selectors.filter((s) => s.tried > 0).length,
    neverMatched: selectors.filter((s) => s.tried > 0 && s.matched === 0).length,
    costliest: selectors.sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}

export async function styleCostBench(buildDir: string, onlyRoutes?: string[]) {
  const { compareDir, pairs, browser, machine, stop } = await startPairs(buildDir, onlyRoutes, [
    ourPort,
    theirPort,
  ]);
  console.log(
    `What the stylesheet costs to apply on an emulated phone (390×844 @3x, CPU ${cpuSlowdown}× ` +
      `slower), the whole body styled from nothing, ${rounds} passes in each of ${visits} ` +
      `visits per route` +
      (compareDir ? `, beside ${compareDir} in the same run` : "") +
      `; ${machine}`,
  );
  const results: { ours: StyleCost; theirs?: StyleCost }[] = [];
  try {
    for (const [ourRoute, theirRoute] of pairs) {
      const sides = [
        { route: ourRoute, url: `http://127.0.0.1:${ourPort}${ourRoute}` },
        ...(compareDir
          ? [{ route: theirRoute, url: `http://127.0.0.1:${theirPort}${theirRoute}` }]
          : []),
      ];
      // The sites take turns, and each keeps its least disturbed visit: on this machine one
      // visit in a run at times reads twice the others.
      const timings = sides.map((): Timing[] => []);
      for (let visit = 0; visit < visits; visit++)
        for (const [i, side] of sides.entries())
          timings[i].push(await timePasses(browser, side.url));
      const costs: StyleCost[] = [];
      for (const [i, side] of sides.entries()) {
        const fastest = timings[i].reduce((a, b) => (b.styleMs < a.styleMs ? b : a));
        costs.push({
          route: side.route,
          ...fastest,
          layoutMs: Math.min(...timings[i].map((t) => t.layoutMs)),
          visits: timings[i],
          ...(await selectorCost(browser, side.url)),
        });
      }
      const [ours, theirs] = costs;
      results.push({ ours, theirs });
    }
  } finally {
    await stop();
  }

  const measures: [string, (cost: StyleCost) => number][] = [
    ["elements", (c) => c.elements],
    ["  styled in a full pass", (c) => c.styled],
    ["style, full pass, ms", (c) => +c.styleMs.toFixed(1)],
    ["  per element styled, µs", (c) => Math.round((1000 * c.styleMs) / c.styled)],
    ["  selector matching, % of it", (c) => c.matchingShare],
    ["layout after it, ms", (c) => +c.layoutMs.toFixed(1)],
    ["selectors tried", (c) => c.selectorsTried],
    ["  never matched", (c) => c.neverMatched],
  ];
  for (const { ours, theirs } of results) {
    const rows = measures.map(([name, value]) => {
      const a = value(ours);
      const b = theirs && value(theirs);
      return [name, a, b ?? "-", b ? (a / b).toFixed(2) : ""];
    });
    const costliest = (side: string, cost?: StyleCost) =>
      cost
        ? `costliest selectors, ${side} (ms a pass, elements tried, matched):\n` +
          cost.costliest
            .map(
              (s) =>
                `  ${s.ms.toFixed(2)}  ${Math.round(s.tried)}  ${Math.round(s.matched)}  ` +
                s.selector.slice(0, 90),
            )
            .join("\n")
        : "";
    console.log(
      `\n${ours.route}${theirs ? ` beside ${theirs.route}` : ""}\n` +
        table(["measure", "ours", "theirs", "ours/theirs"], rows) +
        `\n${costliest("ours", ours)}\n${costliest("theirs", theirs)}`,
    );
  }
  const report = { date: new Date().toISOString(), machine, rounds, compareDir, results };
  writeFileSync(".bench/style-cost.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to .bench/style-cost.json`);
}
