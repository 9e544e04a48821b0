import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { brandDefines } from "./scripts/brand/tokens.ts";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

/**
 * The component tests that replace a module with `vi.mock`: a mock applies only where the
 * module is not yet loaded, so these run isolated (each file its own DOM and modules) and the
 * rest share one per worker. Read from the files, so a new test that mocks is placed by itself.
 */
const testsDir = fileURLToPath(new URL("./tests", import.meta.url));
const mockingComponentTests = readdirSync(testsDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.tsx"))
  .filter((file) => readFileSync(`${testsDir}/${file}`, "utf8").includes("vi.mock("))
  .map((file) => `tests/${file}`);

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  define: brandDefines(),
  test: {
    // One test file per core (Vitest's default leaves one core free): the backend files spend
    // much of their time waiting on PostgreSQL, PGlite and Deno (2 cores: 128 s -> 89 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          // Content and library code: plain modules, so no DOM to build for each file (jsdom
          // cost about 1.4 s per file, 40 s of the stage on 2 cores).
          name: "unit",
          environment: "node",
          // Plain modules with no state between files: one module graph per worker (-6 s).
          // The jsdom files below stay isolated: the toast region's module state leaks.
          isolate: false,
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/backend/**", "tests/site/**", "tests/boot/**"],
          // A limit only for a test that hangs: building a white paper's PDF takes about 1 s
          // alone and passed the 5 s default on a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Components rendered into jsdom with Testing Library, one DOM and one module graph
          // per worker rather than per file (the component tests alone: 42 -> 28 s on 2 cores).
          name: "unit-dom",
          environment: "jsdom",
          isolate: false,
          include: ["tests/**/*.test.tsx"],
          exclude: mockingComponentTests,
          setupFiles: ["tests/setup.ts"],
          // A limit only for a test that hangs: on a busy 2-core machine a jsdom form test that
          // takes under 1 s alone once passed the 5 s default.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // The component tests that mock a module, each file in a DOM of its own.
          name: "unit-dom-mocks",
          environment: "jsdom",
          include: mockingComponentTests,
          setupFiles: ["tests/setup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // The boot and its lifecycle, in a DOM with the clock and the network faked.
          name: "boot",
          environment: "jsdom",
          include: ["tests/boot/**/*.test.ts"],
          setupFiles: ["tests/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "backend",
          environment: "node",
          // One process per worker, not per file: each process compiles PGlite's WebAssembly
          // (about 3.5 CPU-seconds). Each file starts and closes its own backends and restores
          // what it stubs (the stage: 160 -> 127 CPU-seconds, 88 -> 77 s on 2 cores).
          isolate: false,
          include: ["tests/backend/**/*.test.ts"],
          globalSetup: ["tests/backend/global-setup.ts"],
          // supabase-js needs a global WebSocket to construct its client, which
          // Node 20 only has behind this flag (Node 22+ has it by default).
          execArgv: typeof WebSocket === "undefined" ? ["--experimental-websocket"] : [],
          // Each file starts a backend on PGlite and on a real PostgreSQL server. The limits are
          // for a test that hangs: on a loaded 2-core machine a mail-budget test that takes
          // under a second alone passed the 5 s default, and the next ones failed after it.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The prerendered pages of a build (`npm run test:html`, or the html stage of `npm test`),
          // read with a real HTML parser: everything that needs no layout, paint or input.
          name: "site",
          environment: "jsdom",
          // One DOM and one module graph per worker, not per file: each file reads the same
          // pages, and building jsdom and re-importing the build's reader cost 30 s of 35.
          isolate: false,
          include: ["tests/site/**/*.test.ts"],
        },
      },
    ],
  },
});
