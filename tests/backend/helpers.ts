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
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.href });
  return {
    db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestBackend = {
  url: string;
  /** Superuser connection: reads what anon cannot. */
  db: Database;
  /** supabase-js as a visitor (the anon key), or with another key. */
  client: (key?: string) => SupabaseClient;
  /** Rows of a table whose column `column` equals value, read with the privileged connection. */
  rows: (table: string, column: string, value: string) => Promise<Row[]>;
  close: () => Promise<void>;
};

export async function startTestBackend(kind: DatabaseKind): Promise<TestBackend> {
  const { db, close: closeDb } = await openTestDatabase(kind);
  const backend = await startLocalBackend({ db, port: 0, log: () => {} });
  return {
    url: backend.url,
    db,
    client: (key = LOCAL_ANON_KEY) =>
      // Node 20 has no global WebSocket, which supabase-js's realtime part
      // needs to be constructed: vitest.config.ts starts the backend test
      // workers with --experimental-websocket.
      createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } }),
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
