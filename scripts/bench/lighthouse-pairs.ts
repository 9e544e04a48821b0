/**
 * `npm run bench -- --paint --compare=DIR --lighthouse`: after the paint bench, Lighthouse
 * mobile on each pair of routes, both sites served by the same small gzip server, the two
 * taking turns, BENCH_RUNS runs each (default 3): the median of each figure, ours beside
 * theirs, with the targets of ../shared/spec/DECISIONS.md (fourth stage): performance at least
 * theirs, TBT at most theirs + 20 ms, LCP no later, total bytes at most 1.5 × theirs.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromeFlags, chromePath, median, table } from "./serve.ts";

type Run = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; totalKiB: number };

const runs = Number(process.env.BENCH_RUNS || 3);

async function lighthouseRun(port: number, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: value("first-contentful-paint"),
        lcpMs: value("largest-contentful-paint"),
        tbtMs: value("total-blocking-time"),
        totalKiB: +((lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024).toFixed(1),
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
function medianRun(list: Run[]): Run {
  const of = (key: keyof Run) => median(list.map((run) => run[key]));
  return {
    performance: of("performance"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    totalKiB: of("totalKiB"),
  };
}

/** Lighthouse mobile on each pair of URLs (ours, theirs); prints and returns the medians. */
export async function lighthousePairs(pairs: [ours: string, theirs: string][]) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromeFlags],
  });
  const results: { ours: Run; theirs: Run; route: string }[] = [];
  try {
    for (const [ourUrl, theirUrl] of pairs) {
      const ours: Run[] = [];
      const theirs: Run[] = [];
      for (let run = 0; run < runs; run++) {
        ours.push(await lighthouseRun(chrome.port, ourUrl));
        theirs.push(await lighthouseRun(chrome.port, theirUrl));
      }
      results.push({
        route: new URL(ourUrl).pathname,
        ours: medianRun(ours),
        theirs: medianRun(theirs),
      });
      console.log(`Lighthouse ${new URL(ourUrl).pathname}: done`);
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
  return results;
}
