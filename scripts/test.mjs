// `npm test`: every stage in order, cheapest first, stopping at the first that fails, then
// one line per stage with its time and the total, so a stage that slows down is seen the
// day it starts. The build, the prerendered-HTML checks and the browser tests share one
// build, made against the throwaway local backend (scripts/e2e-env.mjs).
import { spawnSync } from "node:child_process";
import { e2eEnv } from "./e2e-env.mjs";

const stages = [
  { name: "checks", what: "lint, format, types, content", command: ["node", "scripts/checks.mjs"] },
  {
    name: "unit",
    what: "Vitest: content, lib, components, boot, backend",
    // The projects `npm run test:unit` names (package.json), so the two lists cannot differ.
    command: ["npm", "run", "--silent", "test:unit"],
  },
  {
    name: "build",
    what: "client, server, prerender",
    // `npm run build` without the content rules and types it runs first: `checks` ran them.
    command: ["npm", "run", "--silent", "build:site"],
    env: e2eEnv,
  },
  {
    name: "html",
    what: "Vitest over the prerendered pages",
    command: ["npx", "vitest", "run", "--project", "site"],
    env: e2eEnv,
  },
  {
    name: "e2e",
    what: "Playwright in Chromium and Firefox",
    command: ["npx", "playwright", "test"],
    before: ["node", "scripts/check-chrome.mjs"],
    env: e2eEnv,
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
const started = performance.now();
const lines = [];
let failed;

for (const stage of stages) {
  console.log(`\n=== ${stage.name}: ${stage.what}\n`);
  const stageStarted = performance.now();
  const steps = stage.before ? [stage.before, stage.command] : [stage.command];
  const status = steps.reduce((previous, [command, ...args]) => {
    if (previous !== 0) return previous;
    return (
      spawnSync(command, args, { stdio: "inherit", env: stage.env ?? process.env }).status ?? 1
    );
  }, 0);
  lines.push(
    `${stage.name.padEnd(7)}${seconds(performance.now() - stageStarted)}  ${status === 0 ? "passed" : "FAILED"}`,
  );
  if (status !== 0) {
    failed = stage.name;
    break;
  }
}

console.log(`\nnpm test, stage by stage:`);
for (const line of lines) console.log(`  ${line}`);
console.log(
  `  ${"total".padEnd(7)}${seconds(performance.now() - started)}  ${failed ? `FAILED in ${failed}` : "passed"}`,
);
process.exit(failed ? 1 : 0);
