// `npm run test:html`: the checks of the prerendered pages (tests/site/), on the test build.
// Builds first unless `--no-build` is given and that build exists.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { e2eEnv } from "./e2e-env.mjs";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: e2eEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
const reuse = args.includes("--no-build") && existsSync(e2eEnv.BUILD_DIR);
if (!reuse) run("npm", ["run", "build"]);
run("npx", ["vitest", "run", "--project", "site", ...args.filter((arg) => arg !== "--no-build")]);
