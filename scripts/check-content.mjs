// `npm run check:content`: every content rule (scripts/content/rules.ts) in a few seconds,
// without building. Prints each problem with its file, entry, field, rule and fix; exits
// non-zero on any error, so `npm run build` (which runs it first) writes nothing. Plain
// JavaScript, so it starts without a TypeScript loader; Vite's module runner reads the rest.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

const started = performance.now();
const server = await createServer({
  configFile: false,
  root,
  logLevel: "silent",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: {
    alias: [{ find: "@", replacement: fileURLToPath(new URL("../src", import.meta.url)) }],
  },
});

/**
 * `-- --fix`: writes a value the checks computed (a post's readTime from its body) into the
 * entry it belongs to (and, once checked, formats src/content with Prettier). Returns whether
 * it wrote anything.
 */
function writeComputed(/** @type {import("./content/rules.ts").Problem[]} */ problems) {
  let wrote = false;
  for (const problem of problems.filter((candidate) => candidate.computed !== undefined)) {
    const file = new URL(`../${problem.file}`, import.meta.url);
    const slug = /"([^"]+)"/.exec(problem.entry)?.[1] ?? "";
    const text = readFileSync(file, "utf8");
    const start = text.indexOf(`slug: "${slug}"`);
    const next = text.indexOf("slug: ", start + 1);
    const end = next === -1 ? text.length : next;
    const entry = text.slice(start, end);
    const value = JSON.stringify(problem.computed);
    const field = new RegExp(`${problem.field}: [^,\n]*,`);
    const fixed = field.test(entry)
      ? entry.replace(field, `${problem.field}: ${value},`)
      : entry.replace(/(\n(\s*)date: [^\n]*\n)/, `$1$2${problem.field}: ${value},\n`);
    if (start === -1 || fixed === entry) continue;
    writeFileSync(file, text.slice(0, start) + fixed + text.slice(end));
    console.log(`Wrote ${problem.field}: ${value} in ${problem.file} › ${problem.entry}`);
    wrote = true;
  }
  return wrote;
}

/** @type {import("./content/rules.ts").Problem[]} */
let problems;
/** @type {typeof import("./content/rules.ts").formatProblems} */
let format;
try {
  const load = await server.ssrLoadModule("/scripts/content/load.ts");
  const rules = await server.ssrLoadModule("/scripts/content/rules.ts");
  problems = await load.checkLoadedContent();
  format = rules.formatProblems;
  if (process.argv.includes("--fix") && writeComputed(problems)) {
    // Check again what the files now say.
    server.moduleGraph.invalidateAll();
    const reloaded = await server.ssrLoadModule("/scripts/content/load.ts");
    problems = await reloaded.checkLoadedContent();
  }
} catch (error) {
  await server.close();
  console.error(
    `Content check: a content module could not be read, so nothing was built.\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}
await server.close();

// The files as `npm test` formats them (its format check would refuse a hand-wrapped entry).
if (process.argv.includes("--fix"))
  spawnSync("npx", ["prettier", "--write", "--log-level", "warn", "src/content"], {
    stdio: "inherit",
  });

const failed = problems.some((problem) => problem.severity === "error");
(failed ? console.error : console.log)(
  `${format(problems)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed ? 1 : 0);
