/**
 * `npm run bench -- --paint --compare=DIR --lighthouse`: after the paint bench, Lighthouse
 * mobile on each pair of routes, both sites served by the same small gzip server, the two
 * taking turns, BENCH_RUNS runs each (default 3): the median of each figure, ours beside
 * theirs, with the targets of ../shared/spec/DECISIONS.md (fourth stage): performance at least
 * theirs, TBT at most theirs + 20 ms, LCP no later, total bytes at most 1.5 × theirs.
 * Then where each side's TBT came from: Lighthouse's long tasks, cut to what falls after its
 * first paint, summed over the runs by what the task ran for (the document, a script file).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromeFlags, chromePath, median, table } from "./serve.ts";

type Run = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  totalKiB: number;
  /** Blocking time after the first paint by what each long task ran for (its file's name). */
  blockingBy: Record<string, number>;
};

type Figures = Omit<Run, "blockingBy">;

type LongTask = { url?: string; startTime: number; duration: number };

/**
 * TBT's parts, as Lighthouse adds them up (total-blocking-time.js): each long task cut to the
 * span from its first paint to interactive, the part over 50 ms. Its long-tasks audit holds the
 * same tasks, in the same (simulated) times, with the file each ran for.
 */
function blockingBySource(tasks: LongTask[], pageUrl: string, fromMs: number, toMs: number) {
  const by: Record<string, number> = {};
  for (const task of tasks) {
    const clipped =
      Math.min(task.startTime + task.duration, toMs) - Math.max(task.startTime, fromMs);
    if (clipped <= 50) continue;
    const source =
      task.url === pageUrl ? "the document" : (task.url?.split("/").pop() ?? "Unattributable");
    by[source] = (by[source] ?? 0) + Math.round(clipped - 50);
  }
  return by;
}

const runs = Number(process.env.BENCH_RUNS || 3);

async function lighthouseRun(port: number, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const tasks = (lhr.audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)
        ?.items;
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: value("first-contentful-paint"),
        lcpMs: value("largest-contentful-paint"),
        tbtMs: value("total-blocking-time"),
        totalKiB: +((lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024).toFixed(1),
        blockingBy: blockingBySource(
          tasks ?? [],
          lhr.finalDisplayedUrl,
          value("first-contentful-paint"),
          value("interactive"),
        ),
      };
    }
    // A run Lighthouse reports as broken (the page never loaded in its tab) is not a score.
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}`);
  }
}

/**
 * Each figure's own median over the runs: the run with the median score alone would report
 * another run's LCP or TBT whenever the scores tie (they are 100 on most pairs).
 */
function medianRun(list: Run[]): Figures {
  const of = (key: keyof Figures) => median(list.map((run) => run[key]));
  return {
    performance: of("performance"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    totalKiB: of("totalKiB"),
  };
}

/** Each run's TBT, and its parts summed over the runs, largest first ("none" for no part). */
function tbtSources(list: Run[]): string {
  const sum: Record<string, number> = {};
  for (const run of list)
    for (const [source, ms] of Object.entries(run.blockingBy))
      sum[source] = (sum[source] ?? 0) + ms;
  const parts = Object.entries(sum).sort((a, b) => b[1] - a[1]);
  return `TBT ${list.map((run) => run.tbtMs).join(", ")} ms; summed: ${
    parts.map(([source, ms]) => `${source} ${ms}`).join(", ") || "none"
  }`;
}

/** Lighthouse mobile on each pair of URLs (ours, theirs); prints and returns the medians. */
export async function lighthousePairs(pairs: [ours: string, theirs: string][]) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromeFlags],
  });
  const results: { ours: Figures; theirs: Figures; route: string }[] = [];
  const sources: string[] = [];
  try {
    for (const [ourUrl, theirUrl] of pairs) {
      const ours: Run[] = [];
      const theirs: Run[] = [];
      for (let run = 0; run < runs; run++) {
        ours.push(await lighthouseRun(chrome.port, ourUrl));
        theirs.push(await lighthouseRun(chrome.port, theirUrl));
      }
      const route = new URL(ourUrl).pathname;
      results.push({ route, ours: medianRun(ours), theirs: medianRun(theirs) });
      sources.push(`${route}\n  ours:   ${tbtSources(ours)}\n  theirs: ${tbtSources(theirs)}`);
      console.log(`Lighthouse ${route}: done`);
    }
  } finally {
    await chrome.kill();
  }
  const pair = (a: number, b: number) => `${a} / ${b}`;
  const mark = (met: boolean) => (met ? "yes" : "NO");
  console.log(
    `\nLighthouse mobile, median of ${runs} runs each, ours / theirs\n` +
      table(
        ["route", "performance", "FCP ms", "LCP ms", "TBT ms", "total KiB", "targets met"],
        results.map(({ route, ours, theirs }) => [
          route,
          pair(ours.performance, theirs.performance),
          pair(ours.fcpMs, theirs.fcpMs),
          pair(ours.lcpMs, theirs.lcpMs),
          pair(ours.tbtMs, theirs.tbtMs),
          pair(ours.totalKiB, theirs.totalKiB),
          mark(
            ours.performance >= theirs.performance &&
              ours.tbtMs <= theirs.tbtMs + 20 &&
              ours.lcpMs <= theirs.lcpMs &&
              ours.totalKiB <= theirs.totalKiB * 1.5,
          ),
        ]),
      ),
  );
  console.log(
    "\nWhere TBT came from: Lighthouse's long tasks after its first paint, each task's part over" +
      ` 50 ms, by the file it ran for, summed over the ${runs} runs\n${sources.join("\n")}`,
  );
  return results;
}
