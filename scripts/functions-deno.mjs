// The Deno binary that the `deno` npm package ships, for the Edge Function and
// its tests. Its launcher (deno/bin.cjs) keeps a Node process in between; the
// binary itself is spawned so that signals reach it.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

export function denoPath() {
  const dir = path.dirname(require.resolve("deno/package.json"));
  const binary = path.join(dir, process.platform === "win32" ? "deno.exe" : "deno");
  return fs.existsSync(binary) ? binary : require("deno/install_api.cjs").runInstall();
}
