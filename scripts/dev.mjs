// `npm run dev`: the local Supabase stand-in (backend/), the mail stack
// (scripts/mail-stack.mjs: the send-outbox Edge Function under Deno, its
// scheduler and a mail catcher with a web inbox on http://127.0.0.1:54324) and
// Vite, together. Ctrl-C stops all; if one exits, the others are stopped too.
// Arguments after `--` go to Vite (`npm run dev -- --port 3000`).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const children = [];
let exitCode;
let stopping = false;

function start(name, args, env = {}) {
  // Both run under this same Node, with no npm or shell in between, so a
  // forwarded signal reaches the real process.
  const child = spawn(process.execPath, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  child.on("exit", (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (exitCode === undefined) {
      // The first one to stop decides the exit code and takes the others down.
      exitCode = code ?? 1;
      if (!stopping) console.error(`[dev] ${name} exited (${signal ?? code}); stopping.`);
      stop("SIGTERM");
    }
    if (children.length === 0) process.exit(exitCode);
  });
  children.push(child);
}

function stop(signal) {
  stopping = true;
  for (const child of children) child.kill(signal);
}

// Ctrl-C in a terminal reaches the children directly too; forwarding covers
// `kill <pid>` and process managers.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    exitCode ??= 0;
    stop(signal);
  });
}

const viteEnv = {};
// A moved backend port moves the site's default Supabase URL along, unless one is set.
if (process.env.SUPABASE_LOCAL_PORT && !process.env.VITE_SUPABASE_URL) {
  viteEnv.VITE_SUPABASE_URL = `http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT}`;
}

const require = createRequire(import.meta.url);
const viteBin = path.join(path.dirname(require.resolve("vite/package.json")), "bin/vite.js");

start("backend", [
  "--import",
  "tsx",
  fileURLToPath(new URL("../backend/main.ts", import.meta.url)),
]);
start("mail", [fileURLToPath(new URL("./mail-stack.mjs", import.meta.url))], {
  // The newsletter links in the mails point at this dev server.
  SITE_URL: process.env.SITE_URL || "http://localhost:5173",
});
start("vite", [viteBin, ...process.argv.slice(2)], viteEnv);
