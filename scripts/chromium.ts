/**
 * The Chromium every browser tool here drives (Playwright, the bench's Lighthouse and
 * interaction runs): Debian's, since Playwright's own download is not used, started so that
 * it does no work of its own. Each launcher adds its headless mode.
 */
export const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
