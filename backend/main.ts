// Entry point of the local backend (`npm run backend`; `npm run dev` starts it
// beside Vite). Environment:
//   SUPABASE_LOCAL_PORT  port to listen on, on 127.0.0.1 (default 54321)
//   DATABASE_URL         use this PostgreSQL server instead of PGlite
//   LOCAL_DB_DIR         PGlite data folder (default .local/db; "memory://" keeps nothing)
//   LOCAL_SITE_URL       origin of the logged newsletter confirmation links (default http://localhost:5173)
//   LOCAL_WRITE_LIMITS   "off": lift the rate and mail limits in this database (for throwaway
//                        databases that one browser fills, like the end-to-end tests')
import { DataDirLockedError, openDatabase } from "./db";
import { startLocalBackend } from "./server";

const port = Number(process.env.SUPABASE_LOCAL_PORT || 54321);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.LOCAL_DB_DIR || undefined;

function fail(message: unknown): never {
  console.error("[backend]", message);
  process.exit(1);
}

const db = await openDatabase({ databaseUrl, dataDir }).catch((error: unknown) =>
  fail(error instanceof DataDirLockedError ? error.message : error),
);

const siteUrl = process.env.LOCAL_SITE_URL || undefined;

const backend = await startLocalBackend({ db, port, siteUrl }).catch(
  async (error: NodeJS.ErrnoException) => {
    await db.close();
    return fail(
      error.code === "EADDRINUSE"
        ? `Port ${port} is in use (is the backend already running?). Set SUPABASE_LOCAL_PORT to use another.`
        : error,
    );
  },
);

if (process.env.LOCAL_WRITE_LIMITS === "off") {
  // The places limits live: the write path's and the mail's (budget and
  // per-address caps). The one-row-per-request rule stays.
  await db.query("update private.write_limits set per_sender = 1000000");
  await db.query(
    "update private.mail_limits set per_hour = 1000000, per_day = 1000000, per_recipient = case when per_recipient is not null then 1000000 end",
  );
  console.log(
    "[backend] LOCAL_WRITE_LIMITS=off: rate limits and mail limits lifted in this database",
  );
}

const where = databaseUrl ? "PostgreSQL from DATABASE_URL" : `PGlite in ${dataDir ?? ".local/db"}`;
console.log(`[backend] Supabase REST stand-in on ${backend.url}/rest/v1 (${where})`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await backend.close().catch(() => {});
  // Closing PGlite writes everything out and frees the folder's lock.
  await db.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
