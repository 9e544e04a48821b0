// Starts a throwaway PostgreSQL 15 cluster for the backend tests, so the
// migrations and the API contract are checked on a real server as well as on
// PGlite. Each test file makes its own database in it.
//
// Binaries: $PG_BIN, else Debian's /usr/lib/postgresql/15/bin. Without them
// the tests run on PGlite only, except on CI (CI set), where that is an error.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway cluster, or null when testing on PGlite only. */
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  project.provide("postgresUrl", cluster?.url ?? null);
  return () => cluster?.stop();
}

async function startCluster() {
  const binDir = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";
  if (!fs.existsSync(path.join(binDir, "initdb"))) {
    const message = `No PostgreSQL binaries in ${binDir} (install Debian's postgresql-15 or set PG_BIN)`;
    if (process.env.CI)
      throw new Error(`${message}: the backend tests need a real PostgreSQL server on CI.`);
    console.log(`[backend tests] ${message}: testing on PGlite only.`);
    return null;
  }

  // initdb refuses to run as root: run the server as the postgres system user
  // (Debian's postgresql package creates it), in a folder that user owns.
  const runAs: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backend-tests-pg-"));
  if (process.getuid?.() === 0) {
    let uid: number, gid: number;
    try {
      uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
      gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    } catch {
      throw new Error(
        "Running as root, and there is no 'postgres' user to run PostgreSQL as (initdb refuses root).",
      );
    }
    fs.chownSync(dir, uid, gid);
    runAs.push("runuser", "-u", "postgres", "--");
  }
  const run = (tool: string, args: string[]) => {
    const [command = tool, ...rest] = [...runAs, path.join(binDir, tool), ...args];
    execFileSync(command, rest, { stdio: "pipe" });
  };

  const dataDir = path.join(dir, "data");
  const port = await freePort();
  try {
    run("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    // Durability settings off: this cluster lives for one test run.
    const serverOptions = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run("pg_ctl", [
      "start",
      "-w",
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      serverOptions,
    ]);
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    const logFile = path.join(dir, "server.log");
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start the test PostgreSQL cluster:\n${stderr}${log}`, {
      cause: error,
    });
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
