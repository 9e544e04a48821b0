/**
 * `npm run bench -- --paint [--compare=DIR]`: what a page asks of a mid-range phone before and
 * after its first paint, beside another site's build measured in the same run (AstroWind, the
 * speed reference of ../shared/spec/DECISIONS.md, fourth stage; docs/loading.md says how to
 * build it once). Per pair of routes, BENCH_REPEATS fresh visits each (default 3), the two
 * sites taking turns, on the phone of the interaction bench (390×844 @3x, CPU 4× slower, slow
 * 4G), both served by one small gzip server (static-server.ts):
 *
 * - first contentful paint; main-thread blocking before it and after it (the part of each
 *   long task beyond 50 ms, as Lighthouse counts Total Blocking Time), load then 4 s idle. The
 *   Long Tasks API does not see the rendering of a frame (style, layout, paint), which Chromium
 *   runs as a task of its own: the "rendering included" rows add it, from the long animation
 *   frames. The first paint's own frame ends before it, so it counts before;
 * - when the page was parsed (DOM interactive) and when its first web font arrived: a font
 *   preloaded before <body> holds the first paint until it arrives or about 100 ms after the
 *   body starts (docs/loading.md);
 * - JavaScript and all bytes received in those 4 s (nobody touched the page), and elements;
 * - from one traced visit per route: the main thread's work before the first paint by kind
 *   (HTML parsing, stylesheet parsing, style, layout, paint, script; "other" is the rest of
 *   its tasks, mostly loading the document and its files), each moment counted once, and the
 *   same after it, until 4 s after load (what the blocking after it is made of).
 *
 * Medians are printed, ours beside theirs; .bench/paint.json has every run. With `--lighthouse`
 * (and `--compare`), Lighthouse mobile follows on the same pairs (lighthouse-pairs.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { chromium, type Browser, type Page } from "@playwright/test";
import {
  chromeFlags,
  chromePath,
  median,
  platform,
  readTrace,
  table,
  type TraceEvent as Trace,
} from "./serve.ts";
import { serveFolder } from "./static-server.ts";
import {
  blockingOf,
  cpuSlowdown,
  withRendering,
  slow4g,
  visit,
  type PageState,
} from "./interaction.ts";
import { lighthousePairs } from "./lighthouse-pairs.ts";

/**
 * Our key routes, each with AstroWind's page of the same kind. `--routes=` measures the routes
 * it names, in its order (a route not listed here is paired with the same path), and
 * `--compare-routes=` names the other site's page for each, in the same order.
 */
const defaultPairs: [ours: string, theirs: string][] = [
  ["/", "/"],
  ["/services", "/services"],
  ["/resources/blog", "/blog"],
  ["/resources/blog/ai-roi-measurement", "/get-started-website-with-astro-tailwind-css"],
  ["/contact", "/contact"],
  ["/about", "/about"],
];
const repeats = Number(process.env.BENCH_REPEATS || 3);
const ourPort = 4410;
const theirPort = 4411;

type Visit = {
  fcpMs: number;
  parsedMs: number;
  /** When the first web font's response ended; null when the page loaded none. */
  fontMs: number | null;
  blockingBeforeMs: number;
  blockingAfterMs: number;
  /** The same, with the rendering of each frame counted as the task it is. */
  renderBlockingBeforeMs: number;
  renderBlockingAfterMs: number;
  jsKiB: number;
  totalKiB: number;
  elements: number;
};
/** Main-thread ms in a span of the load, by kind of work. */
type Work = Record<(typeof kinds)[number] | "other", number>;
/** The main thread's work before the first paint, and after it until 4 s after load. */
type Traced = { before: Work; after: Work };

const kinds = ["parse HTML", "parse CSS", "style", "layout", "paint", "script"] as const;
/** Trace events of each kind (devtools.timeline names). */
const kindOf: Record<string, (typeof kinds)[number]> = {
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  FunctionCall: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
};

const readState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: PageState }).__bench);

function measureVisit(browser: Browser, url: string): Promise<Visit> {
  return visit(browser, "none", async (page) => {
    const sizes: Promise<{ js: boolean; bytes: number }>[] = [];
    page.on("requestfinished", (request) =>
      sizes.push(
        request.sizes().then((size) => ({
          js: request.resourceType() === "script",
          bytes: size.responseHeadersSize + size.responseBodySize,
        })),
      ),
    );
    const response = await page.goto(url, { waitUntil: "load" });
    // A missing page would be measured as if it were the one asked for (its 404 page).
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(4000);
    const state = await readState(page);
    if (state.firstPaintAt === null) throw new Error(`No first contentful paint on ${url}`);
    const received = await Promise.all(sizes);
    const { parsedMs, fontMs } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const font = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find(
        (entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name),
      );
      return {
        parsedMs: Math.round(navigation.domInteractive),
        fontMs: font ? Math.round(font.responseEnd) : null,
      };
    });
    const kib = (list: { bytes: number }[]) =>
      +(list.reduce((sum, { bytes }) => sum + bytes, 0) / 1024).toFixed(1);
    return {
      fcpMs: Math.round(state.firstPaintAt),
      parsedMs,
      fontMs,
      blockingBeforeMs: blockingOf(state.longTasks, 0, state.firstPaintAt),
      blockingAfterMs: blockingOf(state.longTasks, state.firstPaintAt),
      renderBlockingBeforeMs: blockingOf(withRendering(state), 0, state.firstPaintAt),
      renderBlockingAfterMs: blockingOf(withRendering(state), state.firstPaintAt),
      jsKiB: kib(received.filter(({ js }) => js)),
      totalKiB: kib(received),
      elements: await page.evaluate(() => document.getElementsByTagName("*").length),
    };
  });
}

type TraceEvent = Trace<{ beginData?: { url?: string } }>;

/**
 * The work of one thread between two moments of a trace, each moment counted once, under the
 * innermost kind of work it belongs to (a style recalculation forced by a script is style, not
 * script). An event that spans either moment is left out.
 */
function workBetween(events: TraceEvent[], thread: TraceEvent, from: number, to: number): Work {
  const work = Object.fromEntries([...kinds, "other"].map((kind) => [kind, 0])) as Work;
  // Each event's own time (its duration less its children's) goes to its kind, or to the
  // kind of the nearest event around it that has one ("other": a task of no known kind).
  type Open = { end: number; dur: number; kind: keyof Work; children: number };
  const stack: Open[] = [];
  const close = () => {
    const open = stack.pop()!;
    work[open.kind] += (open.dur - open.children) / 1000;
  };
  const onThread = events
    .filter((e) => e.ph === "X" && e.dur && e.pid === thread.pid && e.tid === thread.tid)
    .filter((e) => e.ts >= from && e.ts + e.dur! <= to)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  for (const event of onThread) {
    while (stack.length && stack.at(-1)!.end <= event.ts) close();
    const parent = stack.at(-1);
    if (parent) parent.children += event.dur!;
    const kind = kindOf[event.name] ?? parent?.kind ?? "other";
    stack.push({ end: event.ts + event.dur!, dur: event.dur!, kind, children: 0 });
  }
  while (stack.length) close();
  for (const kind of Object.keys(work) as (keyof Work)[]) work[kind] = Math.round(work[kind]);
  return work;
}

/**
 * One traced visit: the renderer main thread's work before the first paint, and after it
 * until 4 s after load, as the visits' blocking after it is counted.
 */
function traceVisit(browser: Browser, url: string): Promise<Traced> {
  return visit(browser, "none", async (page) => {
    const file = `.bench/trace-${process.pid}.json`;
    try {
      await browser.startTracing(page, {
        path: file,
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "blink.user_timing",
        ],
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(4000);
      // The navigation's start, its first paint and now, as marks on the trace's clock.
      const fcp = await page.evaluate(() => {
        const at = (window as unknown as { __bench: PageState }).__bench.firstPaintAt;
        performance.mark("bench-start", { startTime: 0 });
        if (at !== null) performance.mark("bench-first-paint", { startTime: at });
        performance.mark("bench-end");
        return at;
      });
      await browser.stopTracing();
      const events: TraceEvent[] = readTrace(file);
      // The main thread of the renderer that parsed the page; its clock starts at the navigation.
      const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
      const start = events.find((e) => e.name === "bench-start");
      const firstPaint = events.find((e) => e.name === "bench-first-paint")?.ts;
      const end = events.find((e) => e.name === "bench-end")?.ts;
      if (!parse || !start || fcp === null || firstPaint === undefined || end === undefined)
        throw new Error(`No trace of the load of ${url}`);
      return {
        before: workBetween(events, parse, start.ts, firstPaint),
        after: workBetween(events, parse, firstPaint, end),
      };
    } finally {
      rmSync(file, { force: true });
    }
  });
}

type Side = { route: string; visits: Visit[]; work: Traced };

/**
 * The pairs of routes the command line asks for, each site's build served on its port (the
 * other site's only with `--compare=`), and a browser: what the paint and style-cost benches
 * both start from. `stop` closes the browser and the servers.
 */
export async function startPairs(
  buildDir: string,
  onlyRoutes: string[] | undefined,
  ports: [ours: number, theirs: number],
) {
  const compareDir = process.argv.find((arg) => arg.startsWith("--compare="))?.slice(10);
  const compareRoutes = process.argv
    .find((arg) => arg.startsWith("--compare-routes="))
    ?.slice(17)
    .split(",");
  const ourRoutes = onlyRoutes ?? defaultPairs.map(([ours]) => ours);
  const pairs = ourRoutes.map((ours, i): [string, string] => [
    ours,
    compareRoutes?.[i] ?? defaultPairs.find(([route]) => route === ours)?.[1] ?? ours,
  ]);
  mkdirSync(".bench", { recursive: true });
  const servers = [await serveFolder(buildDir, ports[0])];
  if (compareDir) servers.push(await serveFolder(compareDir, ports[1]));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const stop = async () => {
    if (browser.isConnected()) await browser.close();
    for (const stopServer of servers) stopServer();
  };
  return { compareDir, pairs, browser, machine: platform(), stop };
}

export async function paintBench(buildDir: string, onlyRoutes?: string[]) {
  const { compareDir, pairs, browser, machine, stop } = await startPairs(buildDir, onlyRoutes, [
    ourPort,
    theirPort,
  ]);
  console.log(
    `Before and after the first paint on an emulated phone (390×844 @3x, CPU ${cpuSlowdown}× slower, ` +
      `${slow4g.latency} ms RTT, 1.6 Mbit/s down), ${repeats} fresh visits per route` +
      (compareDir ? `, beside ${compareDir} in the same run` : "") +
      `; ${machine}`,
  );
  const results: { ours: Side; theirs?: Side }[] = [];
  let lighthouse: Awaited<ReturnType<typeof lighthousePairs>> | undefined;
  try {
    for (const [ourRoute, theirRoute] of pairs) {
      const ours: Side = { route: ourRoute, visits: [], work: {} as Traced };
      const theirs: Side | undefined = compareDir
        ? { route: theirRoute, visits: [], work: {} as Traced }
        : undefined;
      const sites = [
        { side: ours, base: `http://127.0.0.1:${ourPort}` },
        ...(theirs ? [{ side: theirs, base: `http://127.0.0.1:${theirPort}` }] : []),
      ];
      for (let repeat = 0; repeat < repeats; repeat++)
        for (const { side, base } of sites)
          side.visits.push(await measureVisit(browser, base + side.route));
      for (const { side, base } of sites) side.work = await traceVisit(browser, base + side.route);
      results.push({ ours, theirs });
      const fcp = (side?: Side) => (side ? median(side.visits.map((v) => v.fcpMs)) : "-");
      console.log(
        `${ourRoute}: first paint ${fcp(ours)} ms${theirs ? ` / ${fcp(theirs)} ms` : ""}`,
      );
    }
    await browser.close();
    if (compareDir && process.argv.includes("--lighthouse"))
      lighthouse = await lighthousePairs(
        pairs.map(([ours, theirs]) => [
          `http://127.0.0.1:${ourPort}${ours}`,
          `http://127.0.0.1:${theirPort}${theirs}`,
        ]),
      );
  } finally {
    await stop();
  }

  const measures: [string, (side: Side) => number][] = [
    ["first contentful paint, ms", (s) => median(s.visits.map((v) => v.fcpMs))],
    ["  page parsed, ms", (s) => median(s.visits.map((v) => v.parsedMs))],
    ["  first web font arrived, ms", (s) => median(s.visits.flatMap((v) => v.fontMs ?? []))],
    ["blocking before it, ms", (s) => median(s.visits.map((v) => v.blockingBeforeMs))],
    ["blocking after it, ms", (s) => median(s.visits.map((v) => v.blockingAfterMs))],
    ["  rendering included, before", (s) => median(s.visits.map((v) => v.renderBlockingBeforeMs))],
    ["  rendering included, after", (s) => median(s.visits.map((v) => v.renderBlockingAfterMs))],
    ["JavaScript received, KiB", (s) => median(s.visits.map((v) => v.jsKiB))],
    ["all bytes received, KiB", (s) => median(s.visits.map((v) => v.totalKiB))],
    ["elements", (s) => median(s.visits.map((v) => v.elements))],
    ...(["before", "after"] as const).flatMap((span) =>
      [...kinds, "other" as const].map((kind): [string, (side: Side) => number] => [
        `  ${kind} ${span} it, ms`,
        (s) => s.work[span][kind],
      ]),
    ),
  ];
  for (const { ours, theirs } of results) {
    const rows = measures.map(([name, value]) => {
      const a = value(ours);
      const b = theirs ? value(theirs) : undefined;
      // NaN: nothing measured on that side (a page that loads no web font).
      const shown = (v: number) => (Number.isNaN(v) ? "none" : v);
      let ratio = b === undefined || Number.isNaN(a + b) ? "" : (a / b).toFixed(2);
      if (b === 0 && !Number.isNaN(a)) ratio = a === 0 ? "1" : "∞";
      return [name, shown(a), b === undefined ? "-" : shown(b), ratio];
    });
    console.log(
      `\n${ours.route}${theirs ? ` beside ${theirs.route}` : ""}\n` +
        table(["measure", "ours", "theirs", "ours/theirs"], rows),
    );
  }
  const report = {
    date: new Date().toISOString(),
    machine,
    repeats,
    compareDir,
    results,
    lighthouse,
  };
  writeFileSync(".bench/paint.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to .bench/paint.json`);
}
