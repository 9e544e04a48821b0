// `npm run check:content`: every content rule (scripts/content/rules.ts) in a few seconds,
// without building. Prints each problem with its file, entry, field, rule and fix; exits
// non-zero on any error, so `npm run build` (which runs it first) writes nothing. Plain
// JavaScript, so it starts without a TypeScript loader; Vite's module runner reads the rest.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const started = performance.now();
const server = await createServer({
  configFile: false,
  root: fileURLToPath(new URL("..", import.meta.url)),
  logLevel: "silent",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: {
    alias: [{ find: "@", replacement: fileURLToPath(new URL("../src", import.meta.url)) }],
  },
});

/** @type {import("./content/rules.ts").Problem[]} */
let problems;
/** @type {typeof import("./content/rules.ts").formatProblems} */
let format;
try {
  const load = await server.ssrLoadModule("/scripts/content/load.ts");
  const rules = await server.ssrLoadModule("/scripts/content/rules.ts");
  problems = await load.checkLoadedContent();
  format = rules.formatProblems;
} catch (error) {
  await server.close();
  console.error(
    `Content check: a content module could not be read, so nothing was built.\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}
await server.close();

const failed = problems.some((problem) => problem.severity === "error");
(failed ? console.error : console.log)(
  `${format(problems)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed ? 1 : 0);
