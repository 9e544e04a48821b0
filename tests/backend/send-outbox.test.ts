// The Edge Function's own tests (supabase/functions/tests, run by `deno test`
// under the real Deno from the `deno` npm package) against a local backend on
// each database kind: PGlite, and PostgreSQL 15 when the global setup started it.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SERVICE_ROLE_KEY } from "../../backend/jwt";
import { databaseKinds, LOCAL_ANON_KEY, startTestBackend, type TestBackend } from "./helpers";

const root = fileURLToPath(new URL("../..", import.meta.url));
const denoBin = createRequire(import.meta.url).resolve("deno/bin.cjs");

function deno(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [denoBin, ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: "1", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

// The repository's tsc does not see supabase/functions (Deno code): deno checks it here.
const denoTest = (files: string[], env: Record<string, string> = {}) =>
  deno(["test", "--allow-all", "--no-check", ...files], env);

// The three suites run side by side: they mostly wait on Deno, a slow mail server and the
// databases, and the two database kinds have a backend each (43 s -> 27 s for this file alone on 2 cores).
describe.concurrent("the mail sender's content and HTTPS transport (deno test)", () => {
  it("type-checks the Edge Function and its tests", { timeout: 120_000 }, async () => {
    const result = await deno([
      "check",
      "supabase/functions/send-outbox/index.ts",
      "supabase/functions/tests/",
    ]);
    expect(result.code, result.output).toBe(0);
  });

  it("passes its Deno tests", { timeout: 120_000 }, async () => {
    const result = await denoTest(
      [
        "supabase/functions/tests/messages-test.ts",
        "supabase/functions/tests/https-transport-test.ts",
        "supabase/functions/tests/health-test.ts",
      ],
      {},
    );
    expect(result.output).toMatch(/ok \| \d+ passed \| 0 failed/);
    expect(result.code, result.output).toBe(0);
  });
});

describe.concurrent.each(databaseKinds())("the outbox sender on %s (deno test)", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  }, 120_000);
  afterAll(() => backend?.close());

  const env = () => ({
    OUTBOX_TEST_BACKEND_URL: backend.url,
    OUTBOX_TEST_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    OUTBOX_TEST_ANON_KEY: LOCAL_ANON_KEY,
  });

  // In order within one database: the second test starts from what the first left.
  it.sequential(
    "mails at most the budget of a flood and loses none of it",
    { timeout: 180_000 },
    async () => {
      await backend.db.query(
        "update private.mail_limits set per_hour = 10, per_day = 10 where kind = 'agency_contact'",
      );
      const result = await denoTest(["supabase/functions/tests/mail-budget-test.ts"], env());
      expect(result.output).toMatch(/ok \| 1 passed \| 0 failed/);
      expect(result.code, result.output).toBe(0);
    },
  );

  it.sequential(
    "drains the outbox exactly once, keeps what fails, and holds up with a slow server, refused credentials and a stranger's address",
    { timeout: 240_000 },
    async () => {
      // The next tests count every message in this database and send more
      // than the real budget allows in an hour: start them on an empty outbox
      // with the ceilings raised.
      await backend.db.query("delete from private.outbox");
      await backend.db.query(
        "update private.mail_state set last_outcome = null, last_sent_at = null, last_failed_at = null, last_error = null, credentials_refused_since = null",
      );
      await backend.db.query("update private.mail_limits set per_hour = 100000, per_day = 100000");
      const result = await denoTest(
        [
          "supabase/functions/tests/outbox-test.ts",
          "supabase/functions/tests/mail-hardening-test.ts",
        ],
        env(),
      );
      expect(result.output).toMatch(/ok \| 5 passed \| 0 failed/);
      expect(result.code, result.output).toBe(0);
    },
  );
});
