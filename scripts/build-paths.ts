import path from "node:path";

/**
 * Where a build goes. BUILD_DIR lets several builds coexist (e.g. parallel
 * test runs); by default the site goes to dist/ as a static host expects.
 */
export const outDir = process.env.BUILD_DIR || "dist";
const buildName = path.basename(outDir);

/** The server build of src/entry-server.tsx, used only to prerender. */
export const ssrOutDir = path.join(".local", "ssr", buildName);

/** The prerendered paths and titles, for the end-to-end tests. */
export const routesManifest = path.join(".local", `routes-${buildName}.json`);

/** Vite's chunk manifest of the client build (kept out of the published folder). */
export const chunkManifest = path.join(".local", `manifest-${buildName}.json`);

/** Playwright's traces and screenshots of failed tests, one folder per build. */
export const testResultsDir = path.join("test-results", buildName);

/** The local backend the end-to-end tests start (in memory, beside a developer's own on 54321). */
export const e2eBackendPort = Number(process.env.E2E_BACKEND_PORT || 54329);
export const e2eBackendUrl = `http://127.0.0.1:${e2eBackendPort}`;

/** The port `vite preview` and the end-to-end tests use. */
export const previewPort = Number(process.env.PREVIEW_PORT || 4173);
