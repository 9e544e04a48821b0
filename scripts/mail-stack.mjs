// The local half of "every inquiry reaches a person", started by `npm run dev`
// (and by the end-to-end tests on their own ports):
//   1. a mail catcher (maildev): SMTP on MAIL_SMTP_PORT (54325), web inbox and
//      JSON API on MAIL_WEB_PORT (54324): GET /api/email lists the messages;
//   2. the Edge Function supabase/functions/send-outbox under a real Deno (the
//      `deno` npm package) on FUNCTIONS_PORT (54326), sending over SMTP to it;
//   3. a scheduler that calls the function every MAIL_SCHEDULE_MS (3000) ms,
//      as Supabase Cron does every minute in production.
// Environment: SUPABASE_URL (the local backend, http://127.0.0.1:54321),
// SITE_URL (the site, for the newsletter links; http://localhost:5173),
// AGENCY_INBOX (default: the address in src/content/site.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { denoPath } from "./functions-deno.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Supabase's local service-role key (backend/jwt.ts LOCAL_SERVICE_ROLE_KEY). */
const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

const env = process.env;
const webPort = Number(env.MAIL_WEB_PORT || 54324);
const smtpPort = Number(env.MAIL_SMTP_PORT || 54325);
const functionsPort = Number(env.FUNCTIONS_PORT || 54326);
const supabaseUrl = env.SUPABASE_URL || `http://127.0.0.1:${env.SUPABASE_LOCAL_PORT || 54321}`;
const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SERVICE_ROLE_KEY;

const children = [];
let stopping = false;

function start(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, ...extraEnv },
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}\n`)
      .join("");
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)));
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[mail] ${name} exited (${signal ?? code}); stopping.`);
      stop(1);
    }
  });
  children.push(child);
}

function stop(code = 0) {
  stopping = true;
  clearInterval(timer);
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 200).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve)))).then(
    () => process.exit(code),
  );
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(0));

const maildev = path.join(
  path.dirname(fileURLToPath(import.meta.resolve("maildev"))),
  "bin/maildev.js",
);
start("mail", process.execPath, [
  maildev,
  "--smtp",
  String(smtpPort),
  "--ip",
  "127.0.0.1",
  "--web",
  String(webPort),
  "--web-ip",
  "127.0.0.1",
  "--silent",
]);

start(
  "function",
  denoPath(),
  [
    "run",
    "--allow-net",
    "--allow-env",
    "--allow-read",
    "--allow-sys",
    "supabase/functions/send-outbox/index.ts",
  ],
  {
    DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${functionsPort}`,
    SUPABASE_URL: supabaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    MAIL_TRANSPORT: "smtp",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    SITE_URL: env.SITE_URL || "http://localhost:5173",
    NO_COLOR: "1",
  },
);

// The scheduler: one call at a time, every MAIL_SCHEDULE_MS.
const every = Number(env.MAIL_SCHEDULE_MS || 3000);
let running = false;
let lastProblem = "";
const timer = setInterval(async () => {
  if (running || stopping) return;
  running = true;
  try {
    const response = await fetch(`http://127.0.0.1:${functionsPort}/`, {
      method: "POST",
      headers: { Authorization: `Bearer ${serviceRoleKey}` },
      signal: AbortSignal.timeout(60_000),
    });
    const result = await response.json();
    if (!response.ok) throw new Error(result.error ?? `status ${response.status}`);
    if (result.sent || result.failed)
      console.log(
        `[scheduler] sent ${result.sent}, failed ${result.failed}: inbox at http://127.0.0.1:${webPort}`,
      );
    // The function stops and keeps every message when the mail server refuses
    // its credentials; said once, until it changes.
    const problem = result.stopped ? `stopped: the mail server refused the credentials` : "";
    if (problem && problem !== lastProblem) console.error(`[scheduler] ${problem}`);
    lastProblem = problem;
  } catch (error) {
    // Until the function and the backend are up; said once, not every tick.
    const problem = error instanceof Error ? error.message : String(error);
    if (problem !== lastProblem && !/ECONNREFUSED|fetch failed/.test(problem))
      console.error(`[scheduler] ${problem}`);
    lastProblem = problem;
  } finally {
    running = false;
  }
}, every);

console.log(
  `[mail] inbox on http://127.0.0.1:${webPort} (JSON: /api/email), SMTP on 127.0.0.1:${smtpPort}, send-outbox function on http://127.0.0.1:${functionsPort}, every ${every} ms`,
);
