/**
 * What every bench mode shares: the build it measures, the loopback static host that serves
 * it (`vite preview` with the static-host plugin), the Chromium it drives, the traces it reads
 * and the table it prints.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { chromePath } from "../chromium.ts";

export const buildDir = process.env.BENCH_BUILD_DIR || ".local/build-bench";
export const port = Number(process.env.BENCH_PORT || 4400);
export const origin = `http://127.0.0.1:${port}`;
const env = { ...process.env, BUILD_DIR: buildDir, PREVIEW_PORT: String(port) };

export { chromeFlags, chromePath } from "../chromium.ts";

/**
 * The browser and the machine a run measured on, printed and kept with its figures: the same
 * pages measured on another machine or another Chromium build load in another order (a first
 * paint before or after the page is parsed), so figures compare only within one run.
 */
export function platform(): string {
  // "Chromium 156.0.8078.108 built on Debian …": the name and version, as the browser gives them.
  const version = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout ?? "";
  const browser = version.split(" built on")[0].trim() || `${chromePath} (no version)`;
  const cores = cpus();
  return `${browser} on ${cores.length} × ${cores[0]?.model.trim() ?? "unknown CPU"}`;
}

/** `npm run build` into buildDir, unless `--no-build` asks to reuse the last one. */
export function buildUnlessReused() {
  if (process.argv.includes("--no-build")) return;
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Serves the build on loopback like a static host; resolves once it answers, with its stop function. */
export async function startPreview(): Promise<() => void> {
  const server = spawn("npx", ["vite", "preview", "--host", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return stop;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The preview server did not answer at ${origin}/`);
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A Markdown table, columns padded to their widest cell. */
export function table(headers: string[], data: (string | number)[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...data.map((row) => String(row[column]).length)),
  );
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")} |`;
  return [
    line(headers),
    `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`,
    ...data.map(line),
  ].join("\n");
}

/** An event of a Chromium trace, the fields the benches read; `args` as the caller's hold it. */
export type TraceEvent<Args = unknown> = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Args;
};

/** The events of a trace file that `browser.stopTracing()` wrote. */
export function readTrace<Args>(file: string): TraceEvent<Args>[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent<Args>[] })
    .traceEvents;
}
