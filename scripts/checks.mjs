// `npm run checks`: lint, the formatting check, the type check and the content rules at
// once. Each is single-threaded, so side by side they take the time of the slowest instead
// of the sum. Output is printed per check when it ends; the exit code is non-zero if any failed.
// The content's own type check is here too: it has no Vite or Node types, so a content module
// that leans on them passes `typecheck` but fails `npm run build` (npm test builds without it).
import { spawn } from "node:child_process";

const checks = ["lint", "format:check", "typecheck", "typecheck:content", "check:content"];

const results = await Promise.all(
  checks.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn("npm", ["run", "--silent", name], {
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => {
          process.stdout.write(`\n> ${name}: ${code === 0 ? "passed" : "FAILED"}\n${output}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
