/**
 * `npm run bench -- --interaction`: what a visitor on a mid-range phone feels when they first
 * use a page, which Lighthouse does not show (it never touches the page). Per route, each
 * BENCH_REPEATS times (default 10), in a fresh browser context (an empty cache, as on a first
 * visit; disabling the cache would also defeat the page's own prefetch of its code):
 *
 * - blocking time before any interaction: load, then 4 s idle; the part of each long task
 *   beyond 50 ms, summed from the first contentful paint on, as Lighthouse counts Total
 *   Blocking Time (before the first paint there is nothing on screen to tap). What lies before
 *   it is printed beside it: it shows in the first paint, not in the response to a tap. The
 *   Long Tasks API does not see the rendering of a frame (style, layout, paint), which Chromium
 *   runs as a task of its own; a row beside it counts that too, from the long animation frames
 *   (the typeface's relayout after the first paint, docs/loading.md). Both are held to
 *   DECISIONS.md's target, nothing blocks after the first paint (0 ms).
 *   The same visit gives the page weight (bytes received, 4 s after load) and, when the page
 *   marks it, when `<html data-app="live">` appeared;
 * - the menu button tapped 3 s after load, until the drawer (an open dialog) is shown;
 * - the first internal link of the main content tapped 3 s after load, until the new page's
 *   h1 is shown, and whether the app navigated or the browser loaded a new document;
 * - on the blog listing, "health" typed into the search box (80 ms between keys), until the
 *   list shows the new matches;
 * - the menu button tapped as soon as it is visible, until the drawer is shown.
 *
 * Times run from the tap or key (a capture listener in the page, scripts/bench/in-page.js) to
 * the first frame showing the response. A tap or search with no response within 5 s is lost.
 *
 * The figures are printed beside their targets; a missed target does not fail the run.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import {
  chromium,
  devices,
  type Browser,
  type CDPSession,
  type Locator,
  type Page,
} from "@playwright/test";
import { posts } from "../../src/content/resources/blog/posts.ts";
import { filterPosts, listedPosts } from "../../src/lib/blog.ts";
import { chromeFlags, chromePath, median, origin, platform, startPreview, table } from "./serve.ts";

const defaultRoutes = [
  "/",
  "/services",
  "/services/automation",
  "/resources/blog",
  "/contact",
  "/about",
];
const repeats = Number(process.env.BENCH_REPEATS || 10);

/** A mid-range phone: an iPhone-sized screen, four times slower than this machine, on slow 4G. */
export const phone = {
  userAgent: devices["Pixel 7"].userAgent,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
export const cpuSlowdown = 4;
/** Lighthouse's mobile throttling: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up (in bytes/s). */
export const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const targets = { blockingMs: 0, menuMs: 300, linkMs: 400, typingMs: 300, firstPaintTapMs: 1500 };
const lostAfterMs = 5000;

const searchRoute = "/resources/blog";
const searchText = "health";
/** How many posts the listing should show after each key: the site's own filter, on its own posts. */
const expectedCounts = [...searchText].map(
  (_, i) => filterPosts(listedPosts(posts), { query: searchText.slice(0, i + 1) }).length,
);

export const inPageScript = readFileSync(new URL("./in-page.js", import.meta.url), "utf8");
type Mode = "dialog" | "link" | "search" | "none";
/** What scripts/bench/in-page.js keeps in the page. */
export type PageState = {
  longTasks: [start: number, duration: number][];
  renderings: [start: number, duration: number][];
  firstPaintAt: number | null;
  liveAt: number | null;
  tapAt: number | null;
  doneAt: number | null;
  keyAt: number[];
  listBefore: number | null;
  list: { at: number; count: number | null; cards: number }[];
  target: string | null;
};
type BenchWindow = typeof window & {
  __bench: PageState;
  __benchPickLink: () => { index: number; target: string | null };
  __benchMarker?: number;
};
type State = PageState & { sameDocument: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One visit: a fresh context (empty cache, no storage) on the emulated phone, closed afterwards. */
export async function visit<T>(
  browser: Browser,
  mode: Mode,
  run: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", slow4g);
    await page.addInitScript({
      content: `window.__benchMode = ${JSON.stringify(mode)};\n${inPageScript}`,
    });
    return await run(page, cdp);
  } finally {
    await context.close();
  }
}

/** Loads the route and leaves the page alone for `idleMs` after its load event. */
async function loadAndIdle(page: Page, route: string, idleMs: number) {
  await page.goto(origin + route, { waitUntil: "load" });
  await page.waitForTimeout(idleMs);
}

const readState = (page: Page): Promise<State> =>
  page.evaluate(() => ({
    ...(window as BenchWindow).__bench,
    sameDocument: (window as BenchWindow).__benchMarker === 1,
  }));

/** Reads the page's state until `ready` holds or `ms` pass, waiting out a change of document. */
async function settle(page: Page, ready: (state: State) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  let state: State | null = null;
  for (;;) {
    state = await readState(page).catch(() => state);
    if ((state && ready(state)) || Date.now() > deadline) return state;
    await sleep(200);
  }
}

/** ms from the tap to the first frame showing the response; null when lost. */
async function tapResponse(page: Page): Promise<{ ms: number | null; state: State | null }> {
  const state = await settle(page, (s) => s.doneAt !== null, lostAfterMs + 1000);
  if (state?.tapAt == null || state.doneAt === null) return { ms: null, state };
  const ms = Math.round(state.doneAt - state.tapAt);
  return { ms: ms <= lostAfterMs ? ms : null, state };
}

const menuButton = (page: Page) => page.getByRole("button", { name: "Open menu" });

/** A touch at the centre of the element, as soon as it has a box: no actionability waits. */
async function tapCentre(page: Page, target: Locator) {
  await target.waitFor({ state: "visible" });
  const box = await target.boundingBox();
  if (!box) throw new Error("The element to tap has no box");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Blocking time of the long tasks in a window, as Lighthouse's Total Blocking Time counts it:
 * each task clipped to the window, the part of what is left beyond 50 ms.
 */
export function blockingOf(tasks: PageState["longTasks"], from: number, to = Infinity) {
  let sum = 0;
  for (const [start, duration] of tasks) {
    const clipped = Math.min(start + duration, to) - Math.max(start, from);
    sum += Math.max(0, clipped - 50);
  }
  return Math.round(sum);
}

/** The long tasks and the rendering of each long frame, which Chromium runs as a task of its own. */
export const withRendering = (state: PageState) => [...state.longTasks, ...state.renderings];

/** Load, 4 s idle: blocking time after and before the first paint, bytes received and when the app took over. */
function idleVisit(browser: Browser, route: string) {
  return visit(browser, "none", async (page) => {
    // Bytes on the wire (compressed, headers included) of every response.
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) =>
      sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize)),
    );
    await loadAndIdle(page, route, 4000);
    const received = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    const state = await readState(page);
    if (state.firstPaintAt === null) throw new Error(`No first contentful paint on ${route}`);
    return {
      blockingMs: blockingOf(state.longTasks, state.firstPaintAt),
      renderBlockingMs: blockingOf(withRendering(state), state.firstPaintAt),
      prePaintBlockingMs: blockingOf(state.longTasks, 0, state.firstPaintAt),
      kib: +(received / 1024).toFixed(1),
      liveMs: state.liveAt === null ? null : Math.round(state.liveAt),
    };
  });
}

/** The menu button tapped 3 s after load, or as soon as it is visible. */
function menuVisit(browser: Browser, route: string, when: "idle" | "first-paint") {
  return visit(browser, "dialog", async (page) => {
    if (when === "idle") await loadAndIdle(page, route, 3000);
    else await page.goto(origin + route, { waitUntil: "commit" });
    await tapCentre(page, menuButton(page));
    return (await tapResponse(page)).ms;
  });
}

/** The first internal link of the main content, tapped 3 s after load. */
function linkVisit(browser: Browser, route: string) {
  return visit(browser, "link", async (page) => {
    await loadAndIdle(page, route, 3000);
    // The marker survives an in-app navigation and is gone after a reload.
    const { index, target } = await page.evaluate(() => {
      (window as BenchWindow).__benchMarker = 1;
      return (window as BenchWindow).__benchPickLink();
    });
    if (index < 0) throw new Error(`No visible internal link in the main content of ${route}`);
    await page.locator("main a").nth(index).tap();
    const { ms, state } = await tapResponse(page);
    return { ms, target, reload: ms !== null && !state?.sameDocument };
  });
}

/**
 * "health" typed into the blog's search box 3 s after load. The first letters may match every
 * post, so the time runs from the first key whose text changes the matches (the site's own
 * filter says which) to the first frame where the list changed; the search is lost unless the
 * box ends with the whole text and the list with its matches.
 */
function searchVisit(browser: Browser) {
  return visit(browser, "search", async (page) => {
    await loadAndIdle(page, searchRoute, 3000);
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.tap();
    await page.keyboard.type(searchText, { delay: 80 });
    const finalCount = expectedCounts.at(-1);
    const state = await settle(page, (s) => s.list.at(-1)?.count === finalCount, lostAfterMs);
    const value = await box.inputValue();
    if (state?.listBefore == null) throw new Error("The blog list's count line was not found");
    const firstChanging = expectedCounts.findIndex((count) => count !== state.listBefore);
    if (firstChanging < 0) throw new Error(`Typing "${searchText}" does not change the blog list`);
    const keyAt = state.keyAt[firstChanging];
    const changedAt = state.list[0]?.at;
    const complete = value === searchText && state.list.at(-1)?.count === finalCount;
    if (!complete || keyAt === undefined || changedAt === undefined) return null;
    return Math.max(0, Math.round(changedAt - keyAt));
  });
}

type Figure = { median: number | null; max: number | null; lost: number; runs: (number | null)[] };

function figure(runs: (number | null)[]): Figure {
  const kept = runs.filter((run): run is number => run !== null).sort((a, b) => a - b);
  return {
    median: kept.length === 0 ? null : Math.round(median(kept) * 10) / 10,
    max: kept.at(-1) ?? null,
    lost: runs.length - kept.length,
    runs,
  };
}

type RouteResult = {
  route: string;
  blockingMs: Figure;
  /** The same with the rendering of frames, which the Long Tasks API does not see. */
  renderBlockingMs: Figure;
  /** Blocking time before the first contentful paint (the first frame's work). */
  prePaintBlockingMs: Figure;
  menuTapMs: Figure;
  linkTapMs: Figure & { reloads: number; targets: string[] };
  searchTypingMs?: Figure;
  firstPaintTapMs: Figure;
  pageWeightKiB: Figure;
  /** ms after navigation start until <html data-app="live">; null runs: not marked. */
  appLiveMs: Figure;
};

async function measureRoute(browser: Browser, route: string): Promise<RouteResult> {
  const runs = {
    blocking: [] as number[],
    rendered: [] as number[],
    prePaint: [] as number[],
    kib: [] as number[],
    live: [] as (number | null)[],
    menu: [] as (number | null)[],
    link: [] as (number | null)[],
    reloads: 0,
    targets: new Set<string>(),
    search: [] as (number | null)[],
    firstPaint: [] as (number | null)[],
  };
  const show = (ms: number | null) => (ms === null ? "lost" : `${ms} ms`);
  for (let repeat = 1; repeat <= repeats; repeat++) {
    const idle = await idleVisit(browser, route);
    const menu = await menuVisit(browser, route, "idle");
    const link = await linkVisit(browser, route);
    const search = route === searchRoute ? await searchVisit(browser) : undefined;
    const firstPaint = await menuVisit(browser, route, "first-paint");
    runs.blocking.push(idle.blockingMs);
    runs.rendered.push(idle.renderBlockingMs);
    runs.prePaint.push(idle.prePaintBlockingMs);
    runs.kib.push(idle.kib);
    runs.live.push(idle.liveMs);
    runs.menu.push(menu);
    runs.link.push(link.ms);
    if (link.reload) runs.reloads++;
    if (link.target) runs.targets.add(link.target);
    if (search !== undefined) runs.search.push(search);
    runs.firstPaint.push(firstPaint);
    console.log(
      `${route} [${repeat}/${repeats}] blocking ${idle.blockingMs} ms ` +
        `(before first paint ${idle.prePaintBlockingMs} ms), menu ${show(menu)}, ` +
        `link ${show(link.ms)}${link.reload ? " (reload)" : ""}` +
        `${search === undefined ? "" : `, search ${show(search)}`}, first-paint tap ${show(firstPaint)}`,
    );
  }
  return {
    route,
    blockingMs: figure(runs.blocking),
    renderBlockingMs: figure(runs.rendered),
    prePaintBlockingMs: figure(runs.prePaint),
    menuTapMs: figure(runs.menu),
    linkTapMs: { ...figure(runs.link), reloads: runs.reloads, targets: [...runs.targets] },
    ...(route === searchRoute && { searchTypingMs: figure(runs.search) }),
    firstPaintTapMs: figure(runs.firstPaint),
    pageWeightKiB: figure(runs.kib),
    appLiveMs: figure(runs.live),
  };
}

/** One table per route: median, max, lost and the target beside each figure. */
function routeTable(result: RouteResult): string {
  const dash = (value: number | null) => value ?? "-";
  const row = (name: string, fig: Figure, target?: number, lostCounts = true) => {
    const met =
      target === undefined ? "" : fig.median !== null && fig.median <= target && fig.lost === 0;
    return [
      name,
      dash(fig.median),
      dash(fig.max),
      lostCounts ? `${fig.lost}/${fig.runs.length}` : "",
      target === undefined ? "" : `≤ ${target}${lostCounts ? ", 0 lost" : ""}`,
      met === "" ? "" : met ? "yes" : "NO",
    ];
  };
  const { linkTapMs: link } = result;
  const rows = [
    row("blocking before input, ms", result.blockingMs, targets.blockingMs, false),
    row("  rendering included, ms", result.renderBlockingMs, targets.blockingMs, false),
    row("  before the first paint, ms", result.prePaintBlockingMs, undefined, false),
    row("menu tap after 3 s idle, ms", result.menuTapMs, targets.menuMs),
    row(
      `link tap to ${link.targets.join(", ") || "?"}, ms (${link.reloads} reloads)`,
      link,
      targets.linkMs,
    ),
    ...(result.searchTypingMs
      ? [row(`typing "${searchText}", ms`, result.searchTypingMs, targets.typingMs)]
      : []),
    row("menu tap at first paint, ms", result.firstPaintTapMs, targets.firstPaintTapMs),
    row("page weight, KiB (4 s after load)", result.pageWeightKiB, undefined, false),
    result.appLiveMs.lost === result.appLiveMs.runs.length
      ? ["app live (data-app), ms", "not marked", "", "", "", ""]
      : row("app live (data-app), ms", result.appLiveMs, undefined, false),
  ];
  return table(["measure", "median", "max", "lost", "target", "met"], rows);
}

export async function interactionBench(onlyRoutes?: string[]) {
  const routes = onlyRoutes ?? defaultRoutes;
  const stopServer = await startPreview();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const machine = platform();
  console.log(
    `First interaction on an emulated phone (390×844 @3x, touch, CPU ${cpuSlowdown}× slower, ` +
      `${slow4g.latency} ms RTT, 1.6 Mbit/s down), ${repeats} fresh visits per measure and route; ` +
      machine,
  );
  const results: RouteResult[] = [];
  try {
    for (const route of routes) results.push(await measureRoute(browser, route));
  } finally {
    await browser.close();
    stopServer();
  }

  for (const result of results) console.log(`\n${result.route}\n${routeTable(result)}`);
  mkdirSync(".bench", { recursive: true });
  const report = {
    date: new Date().toISOString(),
    machine,
    repeats,
    emulation: { ...phone, cpuSlowdown, network: slow4g },
    targets,
    lostAfterMs,
    search: { route: searchRoute, text: searchText, expectedCounts },
    routes: results,
  };
  writeFileSync(".bench/interaction.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to .bench/interaction.json`);
}
