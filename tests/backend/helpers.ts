// Shared by the backend tests: a local backend per database kind, a
// supabase-js client for it, and a privileged connection to read rows back.
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database, type Row } from "../../backend/db";
import { LOCAL_ANON_KEY, signJwt } from "../../backend/jwt";
import { startLocalBackend } from "../../backend/server";

export { LOCAL_ANON_KEY, signJwt };

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; the real server too when the global setup started one. */
export function databaseKinds(): DatabaseKind[] {
  return inject("postgresUrl") ? ["pglite", "postgres"] : ["pglite"];
}

export type TestDatabase = { db: Database; close: () => Promise<void> };

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = await openDatabase({ dataDir: "memory://" });
    return { db, close: () => db.close() };
  }
  // A fresh database per test file, in the cluster from global-setup.ts.
  const serverUrl = inject("postgresUrl");
  if (!serverUrl) throw new Error("No PostgreSQL server was started");
  const name = `backend_test_${randomUUID().replaceAll("-", "")}`;
  await asAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.href });
  return {
    db,
    async close() {
      // The pool first (it waits for running transactions), then the drop. A
      // pool's end() resolves before every server process has exited, so wait
      // for the database to have no sessions left: dropping it "with (force)"
      // under open connections is what surfaced as unhandled 57P01 errors.
      await db.close();
      await asAdmin(serverUrl, async (admin) => {
        for (let attempt = 0; attempt < 100; attempt++) {
          const { rows } = await admin.query<{ sessions: number }>(
            "select count(*)::int as sessions from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.sessions === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await admin.query(`drop database ${name} with (force)`);
      });
    },
  };
}

/** A short-lived superuser connection to the test cluster, errors handled. */
async function asAdmin(serverUrl: string, fn: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  // A server-side termination must never surface as an unhandled 'error' event.
  client.on("error", () => {});
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** A made-up client address (TEST-NET and benchmark ranges are never real senders). */
export const randomSender = () =>
  `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export type TestBackend = {
  url: string;
  /** Superuser connection: reads what anon cannot. */
  db: Database;
  /**
   * supabase-js as a visitor (the anon key), or with another key. Each client
   * is its own sender (its own X-Forwarded-For) unless one is given, so the
   * rate limits count per test, as they would per visitor.
   */
  client: (key?: string, sender?: string) => SupabaseClient;
  /** What the backend logged (one entry per line), e.g. the newsletter confirmation links. */
  logs: string[];
  /** Rows of a table whose column `column` equals value, read with the privileged connection. */
  rows: (table: string, column: string, value: string) => Promise<Row[]>;
  close: () => Promise<void>;
};

export async function startTestBackend(kind: DatabaseKind): Promise<TestBackend> {
  const { db, close: closeDb } = await openTestDatabase(kind);
  const logs: string[] = [];
  const backend = await startLocalBackend({
    db,
    port: 0,
    siteUrl: "https://site.test",
    log: (line) => logs.push(line),
  });
  return {
    url: backend.url,
    db,
    logs,
    client: (key = LOCAL_ANON_KEY, sender = randomSender()) =>
      // Node 20 has no global WebSocket, which supabase-js's realtime part
      // needs to be constructed: vitest.config.ts starts the backend test
      // workers with --experimental-websocket.
      createClient(backend.url, key, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { "X-Forwarded-For": sender } },
      }),
    rows: (table, column, value) =>
      db.query(`select * from public.${table} where ${column} = $1 order by created_at`, [value]),
    async close() {
      await backend.close();
      await closeDb();
    },
  };
}

/** A unique, valid email address, so tests sharing a database never see each other's rows. */
export const uniqueEmail = (label = "visitor") =>
  `${label}.${randomUUID().slice(0, 8)}@example.com`;

/** YYYY-MM-DD, `days` from today in UTC. */
export function utcDate(days = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD date is a Monday to Friday. */
export const isWeekday = (date: string) =>
  ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** The first weekday (Monday to Friday) at least `days` from today in UTC, as YYYY-MM-DD. */
export function utcWeekday(days = 0): string {
  for (let extra = 0; ; extra++) {
    const date = utcDate(days + extra);
    if (isWeekday(date)) return date;
  }
}

/** The first Saturday at least `days` from today in UTC. */
export function utcSaturday(days = 0): string {
  for (let extra = 0; ; extra++) {
    const date = utcDate(days + extra);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return date;
  }
}
