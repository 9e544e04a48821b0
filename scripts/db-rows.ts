// `npm run db:rows [limit]`: prints the latest stored form submissions.
// Connects the way the backend does (DATABASE_URL, else the PGlite folder).
// While the backend runs it holds the PGlite folder, so then the rows are read
// through its loopback-only /_local/rows endpoint instead.
import fs from "node:fs";
import { DataDirLockedError, defaultDataDir, openDatabase, type Row } from "../backend/db";
import { formTables, latestRows } from "../backend/rows";

const limit = Number(process.argv[2]) || 10;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.LOCAL_DB_DIR || defaultDataDir;
const port = Number(process.env.SUPABASE_LOCAL_PORT || 54321);

async function readDirectly(): Promise<Record<string, Row[]>> {
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    return await latestRows(db, limit);
  } finally {
    await db.close();
  }
}

async function readThroughBackend(): Promise<Record<string, Row[]>> {
  const response = await fetch(`http://127.0.0.1:${port}/_local/rows?limit=${limit}`);
  if (!response.ok)
    throw new Error(`The backend answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, Row[]>;
}

function print(tables: Record<string, Row[]>) {
  for (const table of formTables) {
    const rows = tables[table] ?? [];
    console.log(
      `\n${table}: ${rows.length === 0 ? "no rows" : `latest ${rows.length}, newest first`}`,
    );
    for (const { created_at, id, ...fields } of rows) {
      const when = created_at instanceof Date ? created_at : new Date(String(created_at));
      console.log(`  ${when.toISOString()}  ${String(id)}`);
      for (const [name, value] of Object.entries(fields)) {
        if (value !== null) console.log(`    ${name}: ${JSON.stringify(value)}`);
      }
    }
  }
}

try {
  if (!databaseUrl && !fs.existsSync(dataDir)) {
    console.log(`No local database yet (${dataDir}): run \`npm run dev\` and send a form first.`);
    process.exit(0);
  }
  let tables: Record<string, Row[]>;
  try {
    tables = await readDirectly();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    tables = await readThroughBackend();
  }
  print(tables);
} catch (error) {
  const missingTables = (error as { code?: string }).code === "42P01";
  console.error(
    missingTables
      ? "The tables do not exist yet: start the backend once (npm run dev) to migrate."
      : error,
  );
  process.exit(1);
}
