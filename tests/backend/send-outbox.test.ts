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

describe("the mail sender's content and HTTPS transport (deno test)", () => {
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
      ],
      {},
    );
    expect(result.output).toMatch(/ok \| \d+ passed \| 0 failed/);
    expect(result.code, result.output).toBe(0);
  });
});

describe.each(databaseKinds())("the outbox sender on %s (deno test)", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  it("drains the outbox exactly once and keeps what fails", { timeout: 180_000 }, async () => {
    const result = await denoTest(["supabase/functions/tests/outbox-test.ts"], {
      OUTBOX_TEST_BACKEND_URL: backend.url,
      OUTBOX_TEST_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      OUTBOX_TEST_ANON_KEY: LOCAL_ANON_KEY,
    });
    expect(result.output).toMatch(/ok \| 2 passed \| 0 failed/);
    expect(result.code, result.output).toBe(0);
  });
});
