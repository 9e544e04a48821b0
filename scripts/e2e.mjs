// `npm run test:e2e`: builds the site against the throwaway local backend that
// the Playwright config starts, then runs the end-to-end suite on that build.
// Extra arguments go to Playwright: `npm run test:e2e -- e2e/contact.spec.ts`.
import { spawnSync } from "node:child_process";
import { e2eEnv } from "./e2e-env.mjs";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: e2eEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("node", ["scripts/check-chrome.mjs"]);
run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
