// `npm run test:e2e`: builds the site against the throwaway local backend that
// the Playwright config starts, then runs the end-to-end suite on that build.
// Extra arguments go to Playwright: `npm run test:e2e -- e2e/contact.spec.ts`.
import { spawnSync } from "node:child_process";

// The public demo anon key of Supabase's local development setup.
const demoAnonKey =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

const env = {
  ...process.env,
  BUILD_DIR: process.env.BUILD_DIR || ".local/build-e2e",
  VITE_SUPABASE_URL: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT || 54329}`,
  VITE_SUPABASE_ANON_KEY: demoAnonKey,
};

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("node", ["scripts/check-chrome.mjs"]);
run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
