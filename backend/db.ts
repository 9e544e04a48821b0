// One small interface over the two databases the local backend can run on:
// PGlite (Postgres compiled to WebAssembly, in this process, nothing to
// install) or a real PostgreSQL server reached through DATABASE_URL.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one statement, with $1-style parameters. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (a migration), without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs fn inside BEGIN ... COMMIT (ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
// Dates stay "YYYY-MM-DD" strings: turned into a JS Date they would shift
// with the machine's time zone.
const keepDateAsText = (value: string) => value;

export const defaultDataDir = fileURLToPath(new URL("../.local/db", import.meta.url));

export type DatabaseOptions = {
  /** A postgres:// URL: use a real server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; "memory://" keeps everything in memory. */
  dataDir?: string;
};

export function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openPglite(options.dataDir ?? defaultDataDir);
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    types: {
      getTypeParser: (oid, format) =>
        oid === DATE_OID ? keepDateAsText : pg.types.getTypeParser(oid, format),
    },
  });
  // A server-side termination (a restart, or a test dropping its database)
  // reaches a connection as an 'error' event; without a listener Node treats it
  // as an uncaught exception. Idle connections report through the pool, every
  // connection through its own listener, checked out or not. A query that was
  // running still fails with the error, so nothing is hidden from its caller.
  let closing = false;
  const report = (error: Error) => {
    if (!closing) console.error("[backend] database connection lost:", error.message);
  };
  pool.on("error", report);
  pool.on("connect", (client) => client.on("error", report));
  // Transactions still running: close() lets them finish before the pool ends.
  const running = new Set<Promise<unknown>>();
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: "postgres",
    ...on(pool),
    transaction(fn) {
      const run = (async () => {
        const client = await pool.connect();
        try {
          await client.query("begin");
          const result = await fn(on(client));
          await client.query("commit");
          return result;
        } catch (error) {
          await client.query("rollback").catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      })();
      running.add(run);
      void run.finally(() => running.delete(run)).catch(() => {});
      return run;
    },
    async close() {
      await Promise.allSettled([...running]);
      closing = true;
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  let releaseLock = () => {};
  if (!inMemory) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  let db: PGlite;
  try {
    const options = { parsers: { [DATE_OID]: keepDateAsText } };
    db = inMemory ? await createInMemory(options) : await PGlite.create({ dataDir, ...options });
  } catch (error) {
    releaseLock();
    throw error;
  }

  // PGlite is one connection: a transaction must own it from BEGIN to COMMIT,
  // or a concurrent request's statements would run inside it. Everything goes
  // through this queue, one task at a time.
  let tail: Promise<unknown> = Promise.resolve();
  const serialise = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
  const direct: Queryable = {
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };

  return {
    kind: "pglite",
    query: (sql, params) => serialise(() => direct.query(sql, params)),
    exec: (sql) => serialise(() => direct.exec(sql)),
    transaction: (fn) =>
      serialise(async () => {
        await db.query("begin");
        try {
          const result = await fn(direct);
          await db.query("commit");
          return result;
        } catch (error) {
          await db.query("rollback").catch(() => {});
          throw error;
        }
      }),
    async close() {
      await serialise(() => db.close());
      releaseLock();
    },
  };
}

/**
 * An empty cluster, kept beside the default data folder. A new cluster in memory starts as a
 * copy of it: creating one runs initdb in WebAssembly, about 5 CPU-seconds on a 2-core machine,
 * and loading the copy about 2 (each backend test file opens one, as does the end-to-end tests'
 * backend). A copy another PGlite cannot start from (its Postgres changed) is made again.
 */
const emptyClusterFile = path.join(path.dirname(defaultDataDir), "pglite-empty-cluster.tar");

async function createInMemory(options: { parsers: Record<number, (value: string) => unknown> }) {
  if (fs.existsSync(emptyClusterFile)) {
    const loadDataDir = new Blob([await fs.promises.readFile(emptyClusterFile)]);
    const db = await PGlite.create({ dataDir: "memory://", loadDataDir, ...options }).catch(
      () => undefined,
    );
    if (db) return db;
  }
  const db = await PGlite.create({ dataDir: "memory://", ...options });
  const copy = Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer());
  // Written whole, then moved into place: another process may be making the same copy.
  fs.mkdirSync(path.dirname(emptyClusterFile), { recursive: true });
  const partial = `${emptyClusterFile}.${process.pid}`;
  await fs.promises.writeFile(partial, copy);
  await fs.promises.rename(partial, emptyClusterFile);
  return db;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by process ${pid} (is the local backend running?)`,
    );
  }
}

// PGlite does not lock its folder, and two processes writing one folder
// corrupt it. A pid file beside the folder keeps a second opener out.
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = Number(fs.readFileSync(lockFile, "utf8"));
    if (pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    fs.rmSync(lockFile, { force: true }); // left behind by a process that died
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
