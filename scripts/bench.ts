/**
 * `npm run bench`: builds the site, serves it on loopback like a static host,
 * and prints what a visitor's browser gets: Lighthouse (mobile and desktop,
 * median of three runs) for the key routes, and the first-load JavaScript
 * (gzip) of every route from the build. The same figures go to .bench/.
 *
 * `npm run bench -- --all-routes`: one mobile Lighthouse run on every route of the build
 * instead (BENCH_RUNS for more), printing performance, LCP, TBT and CLS per route and the
 * worst of each, so a route that misses the targets is seen, not hoped about.
 * `--routes=/contact,/resources/blog` measures only those routes (mobile, as --all-routes).
 * `--no-build` reuses the last build; BENCH_BUILD_DIR and BENCH_PORT keep parallel benches apart.
 *
 * `npm run bench -- --interaction`: first use on an emulated mid-range phone (390×844 @3x, touch,
 * CPU 4× slower, slow 4G, no cache) instead of Lighthouse, BENCH_REPEATS fresh visits (default 10)
 * per measure on six key routes (or `--routes=`): blocking time before any input, the menu tap
 * 3 s after load and at first paint, an internal link tap, typing in the blog search, and the
 * page weight; medians, maxima and lost taps beside their targets, also in
 * .bench/interaction.json. See scripts/bench/interaction.ts.
 *
 * `npm run bench -- --paint [--compare=../astrowind/dist]`: the same phone, each key route
 * beside another site's page of the same kind in one run: first paint (with when the page was
 * parsed and its web font arrived), blocking before and after it (long tasks, then with the
 * rendering of frames too), bytes, elements, and the main thread's work before the first paint
 * by kind
 * (scripts/bench/paint.ts; docs/loading.md says how to build AstroWind, the reference).
 * `--lighthouse` adds Lighthouse mobile on the same pairs, in the same run; `--routes=` measures
 * only those routes of ours, in that order.
 *
 * `npm run bench -- --style-cost [--compare=../astrowind/dist]`: on the same pairs, what each
 * page's stylesheet costs to apply per element and per rule (scripts/bench/style-cost.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { entryKey, readChunkManifest, staticClosure, takeoverChunks } from "./chunk-manifest.ts";
import {
  buildDir,
  buildUnlessReused,
  chromeFlags,
  chromePath,
  platform,
  port,
  startPreview,
  table,
} from "./bench/serve.ts";

const allRoutes = process.argv.includes("--all-routes");
const onlyRoutes = process.argv
  .find((arg) => arg.startsWith("--routes="))
  ?.slice("--routes=".length)
  .split(",")
  .filter(Boolean);
const perRouteMode = allRoutes || onlyRoutes !== undefined;
const runs = Number(process.env.BENCH_RUNS || (perRouteMode ? 1 : 3));
/** What fits in the first ten packets of a connection (10 × 1460 bytes), in KiB as printed. */
const firstFlightKB = 14.26;
// The key routes, and one route of each page family that carries drawn art (hero visuals,
// covers, portraits, charts), so the visuals are measured where they are.
const benchedRoutes = [
  "/",
  "/services",
  "/services/automation",
  "/industries/healthcare",
  "/contact",
  "/resources/blog",
  "/resources/blog/ai-roi-measurement",
  "/resources/white-papers",
  "/resources/research/enterprise-ai-adoption-trends",
  "/resources/insights",
  "/resources/docs/api-documentation",
  "/about",
  "/case-studies",
];

/* ---------- build ---------- */
buildUnlessReused();

/* ---------- before and after the first paint, beside another site: a mode of its own ---------- */
if (process.argv.includes("--paint")) {
  const { paintBench } = await import("./bench/paint.ts");
  await paintBench(buildDir, onlyRoutes);
  process.exit(0);
}

/* ---------- what the stylesheet costs per element and per rule: a mode of its own ---------- */
if (process.argv.includes("--style-cost")) {
  const { styleCostBench } = await import("./bench/style-cost.ts");
  await styleCostBench(buildDir, onlyRoutes);
  process.exit(0);
}

/* ---------- first interaction on an emulated phone: a mode of its own ---------- */
if (process.argv.includes("--interaction")) {
  const { interactionBench } = await import("./bench/interaction.ts");
  await interactionBench(onlyRoutes);
  // The Lighthouse mode below runs at the top level of this file; nothing of it applies.
  process.exit(0);
}

/* ---------- first-load JavaScript per route, from Vite's manifest ---------- */
const manifest = readChunkManifest(`.local/manifest-${path.basename(buildDir)}.json`);
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(buildDir, file))).length;
const kib = (files: string[]) =>
  +(files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024).toFixed(1);

// Route path -> page module, read from the route table's source (`page("home-page")`).
const routeSource = readFileSync("src/routes.tsx", "utf8");
const routePages = [...routeSource.matchAll(/path: "([^"]+)",\s*page: page\("([^"]+)"\)/g)].map(
  ([, routePath, page]) => ({ routePath, pageKey: `src/pages/${page}.tsx` }),
);
// What runs while the page loads (the boot), and what its HTML preloads for the takeover.
const bootFiles = [...staticClosure(manifest, entryKey(manifest))].map((key) => manifest[key].file);
const firstLoad = routePages.map(({ routePath, pageKey }) => {
  const takeover = takeoverChunks(manifest, pageKey);
  return {
    route: routePath,
    bootGzipKB: kib(bootFiles),
    takeoverGzipKB: kib(takeover),
    jsGzipKB: kib([...bootFiles, ...takeover]),
  };
});

/* ---------- Lighthouse ---------- */
const machine = platform();
console.log(
  `Lighthouse, ${runs} run${runs === 1 ? "" : "s"} per route${perRouteMode ? "" : " and form factor"}; ${machine}`,
);
const stopServer = await startPreview();

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...chromeFlags],
});

type Row = {
  route: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  jsKB: number;
  /** The page's own HTML as sent (compressed, headers included). */
  htmlKB: number;
  totalKB: number;
  /** What Lighthouse saw as the largest paint (its HTML, shortened). */
  lcpElement: string;
};

function lcpElementOf(details: unknown): string {
  const snippet = JSON.stringify(details ?? "").match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? "";
  return snippet.replace(/\\"/g, '"').slice(0, 80);
}

/**
 * One Lighthouse run. A run that Lighthouse itself reports as broken (runtimeError: the page
 * never loaded in its tab, say) is tried again up to twice, so it is not printed as a score of 0;
 * a slow or failing page is not retried, since that is what the bench is here to show.
 */
async function lighthouseRun(route: string, formFactor: Row["formFactor"]) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      `http://127.0.0.1:${port}${route}`,
      { port: chrome.port, output: "json", logLevel: "error" },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3)
      throw new Error(`Lighthouse failed on ${route}: ${error.code} ${error.message}`);
    console.warn(`Lighthouse failed on ${route} (${error.code}); running it again`);
  }
}

async function measure(route: string, formFactor: Row["formFactor"]): Promise<Row> {
  const results: Row[] = [];
  for (let run = 0; run < runs; run++) {
    const { categories, audits } = await lighthouseRun(route, formFactor);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? 0;
    const items =
      (
        audits["resource-summary"]?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items ?? [];
    const transfer = (type: string) =>
      (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    results.push({
      route,
      formFactor,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: Math.round(value("first-contentful-paint")),
      lcpMs: Math.round(value("largest-contentful-paint")),
      tbtMs: Math.round(value("total-blocking-time")),
      cls: +value("cumulative-layout-shift").toFixed(3),
      speedIndexMs: Math.round(value("speed-index")),
      jsKB: +transfer("script").toFixed(1),
      htmlKB: +transfer("document").toFixed(1),
      totalKB: +transfer("total").toFixed(1),
      lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]?.details),
    });
  }
  // The median run by performance score.
  return results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
}

/** The routes of the build, read from the prerender's list (every concrete path). */
function builtRoutes(): string[] {
  const list = JSON.parse(
    readFileSync(`.local/routes-${path.basename(buildDir)}.json`, "utf8"),
  ) as { path: string }[];
  return list.map((entry) => entry.path);
}

const rows: Row[] = [];
try {
  if (perRouteMode) {
    const routesToMeasure = onlyRoutes ?? builtRoutes();
    for (const [index, route] of routesToMeasure.entries()) {
      const row = await measure(route, "mobile");
      rows.push(row);
      console.log(
        `[${index + 1}/${routesToMeasure.length}] ${route}: performance ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, HTML ${row.htmlKB} KB; LCP element ${row.lcpElement}`,
      );
    }
  } else {
    for (const formFactor of ["mobile", "desktop"] as const) {
      for (const route of benchedRoutes) {
        const row = await measure(route, formFactor);
        rows.push(row);
        console.log(`measured ${formFactor} ${route}: performance ${row.performance}`);
      }
    }
  }
} finally {
  await chrome.kill();
  stopServer();
}

/* ---------- report ---------- */
const lighthouseTable = table(
  [
    "route",
    "form",
    "perf",
    "a11y",
    "best",
    "seo",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "SI ms",
    "JS KB",
    "HTML KB",
    "total KB",
  ],
  rows.map((row) => [
    row.route,
    row.formFactor,
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.seo,
    row.fcpMs,
    row.lcpMs,
    row.tbtMs,
    row.cls,
    row.speedIndexMs,
    row.jsKB,
    row.htmlKB,
    row.totalKB,
  ]),
);
const firstLoadTable = table(
  ["route", "boot", "takeover", "both"],
  firstLoad.map((row) => [row.route, row.bootGzipKB, row.takeoverGzipKB, row.jsGzipKB]),
);

console.log(
  `\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : ""}, transfer sizes in KB\n${lighthouseTable}`,
);

let worst: Record<string, string | number> | undefined;
if (perRouteMode) {
  const by = <K extends keyof Row>(key: K, pick: "min" | "max") =>
    rows.reduce((a, b) => ((pick === "min" ? a[key] <= b[key] : a[key] >= b[key]) ? a : b));
  const lowest = by("performance", "min");
  const slowestLcp = by("lcpMs", "max");
  const slowestTbt = by("tbtMs", "max");
  const worstCls = by("cls", "max");
  const largestHtml = by("htmlKB", "max");
  const at100 = rows.filter((row) => row.performance === 100).length;
  worst = {
    routes: rows.length,
    at100,
    minPerformance: lowest.performance,
    minPerformanceRoute: lowest.route,
    maxLcpMs: slowestLcp.lcpMs,
    maxLcpRoute: slowestLcp.route,
    maxTbtMs: slowestTbt.tbtMs,
    maxTbtRoute: slowestTbt.route,
    maxCls: worstCls.cls,
    maxClsRoute: worstCls.route,
    maxHtmlKB: largestHtml.htmlKB,
    maxHtmlRoute: largestHtml.route,
  };
  console.log(
    `\n${rows.length} routes, ${at100} at performance 100. Minimum performance ${lowest.performance} (${lowest.route}); ` +
      `worst LCP ${slowestLcp.lcpMs} ms (${slowestLcp.route}), TBT ${slowestTbt.tbtMs} ms (${slowestTbt.route}), CLS ${worstCls.cls} (${worstCls.route}), ` +
      `largest HTML ${largestHtml.htmlKB} KB (${largestHtml.route})`,
  );
  // Lighthouse's network model starts each connection with a window of ten packets: an HTML
  // document larger than that, headers included, costs its first paint one more round trip
  // (150 ms on its mobile profile), which took the blog's longest articles past 1.5 s of LCP.
  const pastFirstFlight = rows.filter((row) => row.htmlKB > firstFlightKB);
  if (pastFirstFlight.length > 0)
    console.log(
      `HTML over ${firstFlightKB} KB, a second round trip before the first paint: ${pastFirstFlight
        .map((row) => `${row.route} (${row.htmlKB} KB, LCP ${row.lcpMs} ms)`)
        .join(", ")}`,
    );
} else {
  console.log(
    `\nFirst-load JavaScript per route, KiB gzip: the boot (runs while the page loads), the takeover (preloaded at low priority, runs on the first sign of intent), and both\n${firstLoadTable}`,
  );
}

mkdirSync(".bench", { recursive: true });
const report = {
  date: new Date().toISOString(),
  machine,
  runs,
  lighthouse: rows,
  firstLoad,
  worst,
};
const reportFile = perRouteMode ? ".bench/routes.json" : ".bench/latest.json";
writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWritten to ${reportFile}`);
