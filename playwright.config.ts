import { defineConfig, devices } from "@playwright/test";
import {
  e2eBackendPort,
  e2eBackendUrl,
  previewPort,
  testResultsDir,
} from "./scripts/build-paths.ts";
import { chromeFlags, firefoxPath, firefoxPrefs, testChromePath } from "./scripts/chromium.ts";
import {
  e2eFunctionsPort,
  e2eMailSmtpPort,
  e2eMailUrl,
  e2eMailWebPort,
} from "./scripts/mail-ports.ts";

export default defineConfig({
  testDir: "e2e",
  outputDir: testResultsDir,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI runs a failed test once more only to record its trace: a test that passes on that
  // retry still fails the run, so a test that fails by chance is seen and fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${previewPort}`,
    // Without entrance animations nothing waits for them to end; the route loop turns motion
    // back on for its desktop pass, so axe still judges where the animations finish.
    contextOptions: { reducedMotion: "reduce" },
    // Recording a trace (DOM snapshots on every action, a screencast) costs about a sixth of
    // the suite's time, so CI records one only when it retries a failed test.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: testChromePath, args: chromeFlags },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: "route-loop-firefox.spec.ts",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Debian's Firefox ESR over WebDriver BiDi (Playwright's moz-firefox channel): what a
      // visitor does before and after the app arrives, in a second engine (docs/testing.md).
      name: "firefox",
      // The journeys proven in Firefox so far carry the tag; docs/testing.md lists what is not yet.
      testMatch: [
        "early-actions.spec.ts",
        "navigation.spec.ts",
        "theme.spec.ts",
        "contact.spec.ts",
        "forms-backend.spec.ts",
        "blog.spec.ts",
        "white-papers.spec.ts",
        "route-loop-firefox.spec.ts",
      ],
      grep: /@firefox/,
      // Firefox over BiDi is about twice as slow per action as Chromium's headless shell here.
      timeout: 60_000,
      use: {
        ...devices["Desktop Firefox"],
        channel: "moz-firefox",
        launchOptions: { executablePath: firefoxPath, firefoxUserPrefs: firefoxPrefs },
      },
    },
  ],
  webServer: [
    {
      // The production build, served the way a static host serves it.
      command: "npx vite preview --host 127.0.0.1",
      url: `http://127.0.0.1:${previewPort}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // A throwaway local Supabase stand-in for the forms (the build points at it: scripts/e2e.mjs).
      command: "npm run backend",
      // The suite sends far more forms from 127.0.0.1 than one visitor may, so the database's
      // per-sender limits are lifted here; tests/backend checks them.
      env: {
        SUPABASE_LOCAL_PORT: String(e2eBackendPort),
        LOCAL_DB_DIR: "memory://",
        LOCAL_WRITE_LIMITS: "off",
      },
      // 401 without a key means it is up (Playwright counts 401 as ready).
      url: `${e2eBackendUrl}/rest/v1/contacts`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // What `npm run dev` runs for mail: the send-outbox Edge Function under Deno, calling it
      // every second, and the mail catcher e2e/mail.spec.ts reads (scripts/mail-ports.ts).
      command: "node scripts/mail-stack.mjs",
      env: {
        MAIL_WEB_PORT: String(e2eMailWebPort),
        MAIL_SMTP_PORT: String(e2eMailSmtpPort),
        FUNCTIONS_PORT: String(e2eFunctionsPort),
        SUPABASE_URL: e2eBackendUrl,
        SITE_URL: `http://127.0.0.1:${previewPort}`,
        MAIL_SCHEDULE_MS: "1000",
      },
      url: `${e2eMailUrl}/api/email`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
