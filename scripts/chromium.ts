/**
 * The Chromium every browser tool here drives: Debian's, since Playwright's own download is
 * not used, started so that it does no work of its own. Each launcher adds its headless mode.
 *
 * - The tests drive Chromium's headless shell (`chromium-headless-shell`): the same Blink and
 *   Skia as the browser without its window layer, about 13% less CPU per page on this 2-core
 *   machine (the route loop's blog pages: 136-152 -> 117-131 CPU-s). The screenshot baselines
 *   are taken with it: text is hinted slightly differently from the full browser.
 * - The bench (Lighthouse, the first-interaction runs) measures what a visitor's browser does,
 *   so it drives the full browser.
 *
 * `CHROME_PATH` replaces both.
 */
export const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
export const testChromePath = process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell";

export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The second engine of the browser tests: Debian's Firefox ESR, driven over WebDriver BiDi.
 * Playwright is pinned at 1.64.1 for it (package.json): 1.65 sends a BiDi command that ESR 153
 * lacks (`emulation.setMediaFeaturesOverride`). `FIREFOX_PATH` replaces it.
 */
export const firefoxPath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

/**
 * Firefox started so that it does no work of its own, as Chromium is above: no experiments,
 * telemetry, safe-browsing lists, captive-portal or connectivity checks, updates or remote
 * settings (which otherwise try to reach the network at every start and log failures).
 */
export const firefoxPrefs: Record<string, string | number | boolean> = {
  "app.normandy.enabled": false,
  "app.update.enabled": false,
  "browser.safebrowsing.downloads.enabled": false,
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
  "browser.shell.checkDefaultBrowser": false,
  "datareporting.healthreport.uploadEnabled": false,
  "datareporting.policy.dataSubmissionEnabled": false,
  "extensions.update.enabled": false,
  "messaging-system.rsexperimentloader.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "services.settings.server": "http://127.0.0.1:9/",
  "toolkit.telemetry.enabled": false,
  // As the Chromium tests ask for (reducedMotion: "reduce"): the driver cannot emulate it per
  // page, so the whole browser prefers reduced motion, and entrance animations are not waited for.
  "ui.prefersReducedMotion": 1,
};
