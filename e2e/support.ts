import { readFile } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import {
  devices,
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { e2eBackendUrl, previewPort, routesManifest } from "../scripts/build-paths.ts";

/** A prerendered page: its path, title, route-table family (`/services/:slug`) and `h1` text. */
export type RouteEntry = { path: string; title: string; family: string; heading: string };

/** Every prerendered page, written by the build from the route table. */
export function readRoutes(): RouteEntry[] {
  return JSON.parse(readFileSync(routesManifest, "utf8")) as RouteEntry[];
}

/** Collects uncaught page errors and console errors (React hydration warnings included). */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (
      message.type() === "error" ||
      (message.type() === "warning" && /hydrat/i.test(message.text()))
    ) {
      errors.push(`${message.type()}: ${message.text()}`);
    }
  });
  return errors;
}

/**
 * Lets entrance animations and colour transitions finish, so axe judges colours as visitors
 * finally see them. A transition starts only when the browser next updates styles (a theme
 * switch, a section laid out for the first time), so this waits for two frames before it
 * looks, and looks again until a frame passes with nothing running.
 */
export async function settleAnimations(page: Page) {
  const unfinished = await page.evaluate(async () => {
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const skipped = (target: Element | null | undefined) =>
      !!target && !target.checkVisibility({ contentVisibilityAuto: true });
    const running = () =>
      document.getAnimations().filter(
        (animation) =>
          // Entrance animations driven by scroll never finish on their own: they follow it.
          animation.timeline instanceof DocumentTimeline &&
          animation.effect?.getTiming().iterations !== Infinity &&
          animation.playState !== "finished" &&
          animation.playState !== "idle" &&
          // Firefox never advances a transition inside a section it skips (content-visibility),
          // which no one sees until it is laid out.
          !skipped((animation.effect as KeyframeEffect | null)?.target),
      );
    const deadline = performance.now() + 5000;
    await twoFrames();
    while (running().length > 0 && performance.now() < deadline) {
      const settled = Promise.all(
        running().map((animation) => animation.finished.catch(() => undefined)),
      );
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1000))]);
      await twoFrames();
    }
    return running().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return `${animation.constructor.name} ${animation.playState} on ${target?.tagName.toLowerCase()}.${String(target?.className).split(" ").slice(0, 4).join(".")}`;
    });
  });
  expect(unfinished, "animations still running after 5 s").toEqual([]);
}

/**
 * Lays out the whole page now. The site lets the browser skip sections far below the
 * viewport (content-visibility: auto in styles.css); axe and overflow checks must see
 * every section as a visitor who scrolls to it does. A constructed stylesheet, which the
 * site's Content-Security-Policy allows; not a routed stylesheet, since routing any request
 * turns off the tab's HTTP cache, and every page of the route loop then fetched all of its
 * code and styles again.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(() => {
    const marker = "__renderWholePage";
    if (document.adoptedStyleSheets.some((sheet) => marker in sheet)) return;
    const sheet = Object.assign(new CSSStyleSheet(), { [marker]: true });
    sheet.replaceSync("* { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** How many pixels the whole page is wider than the viewport (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page) {
  await renderWholePage(page);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** WCAG 2.0 to 2.2, A and AA (2.2's 24 by 24 px target size included), and axe's best practices. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The rules whose outcome depends on colours: all that can change when only the theme changes. */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's minified build: `axe.source` is the unminified one, 1.5 MB that every page of the
 * route loop received and compiled (about 350 ms a page; 654 KB minified).
 */
const axeScript = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe-core in the page and names each violation with the elements it found. axe is
 * injected once per document and called directly: the @axe-core/playwright wrapper re-injects
 * it and opens a helper page on every run, which cost the suite about 0.7 s per check.
 */
export async function axeViolations(page: Page, { rules }: { rules?: string[] } = {}) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeScript);
  return page.evaluate(
    async (runOnly) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(document, {
        runOnly,
        resultTypes: ["violations"],
        // axe fetches and parses every stylesheet before each run for its CSS-orientation rule,
        // which is experimental and outside these tags; the media it still loads (none here).
        preload: { assets: ["media"] },
      });
      return results.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) => `${violation.id}: ${node.target.join(" ")}: ${node.failureSummary ?? ""}`,
        ),
      );
    },
    rules ? { type: "rule" as const, values: rules } : { type: "tag" as const, values: axeTags },
  );
}

/**
 * Runs axe over the whole page. `coloursOnly`: after a theme switch on a page already checked
 * in full, only the colour rules can give a different answer, so only they run again.
 */
export async function expectNoAxeViolations(page: Page, { coloursOnly = false } = {}) {
  await renderWholePage(page);
  await settleAnimations(page);
  const violations = await axeViolations(page, coloursOnly ? { rules: colourRules } : {});
  expect(violations, "axe violations").toEqual([]);
}

/**
 * axe on the page as it is now (a filter applied, a panel open): in full in the light theme,
 * then the colour rules in the dark one. The theme follows the system until a visitor picks one.
 */
export async function expectAccessibleInBothThemes(page: Page) {
  // From the top: scrolled, the sticky translucent header covers whatever passes beneath it,
  // which axe reads as obscured targets and cannot blend colours through.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page, { coloursOnly: true });
}

/**
 * Nothing wider than the screen on `paths` at the widths the route loop (375 and 1280 px)
 * does not visit.
 */
export async function expectNoSidewaysScrolling(page: Page, paths: string[]) {
  for (const width of [320, 768, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      expect(await horizontalOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
}

/**
 * Clicks the middle of what the locator shows, the way a visitor's pointer does: a card's
 * cue or text, where the card's one link covers it. The target is first scrolled into view
 * and left to finish its entrance animation and any shift of the page, so the click lands
 * where it finally stands. A click before the app has taken over counts as well
 * (src/boot/early-actions.ts).
 */
export async function clickWhereShown(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await settleAnimations(page);
  // A click by position must not be read while the page still moves (fonts, lazily laid-out
  // sections, the takeover), so wait until the target has stood still for ten frames.
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = "";
        let stillFrames = 0;
        const check = () => {
          const { x, y } = element.getBoundingClientRect();
          const now = `${x},${y}`;
          stillFrames = now === last ? stillFrames + 1 : 0;
          last = now;
          if (stillFrames >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  const box = await target.boundingBox();
  if (!box) throw new Error("The target is not shown");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Shows intent as a visitor would (a key press: Shift, which does nothing on its own), so the
 * app takes over the prerendered page (src/boot/boot.ts), and resolves once it has: `<html>` then
 * carries `data-app="live"`.
 */
export async function waitForReact(page: Page) {
  await page.keyboard.press("Shift");
  // Checked every frame: an assertion's retries (after 100, 250, 500, 1000 ms) added up to
  // half a second to each page of the route loop.
  await page.waitForFunction(() => document.documentElement.dataset.app === "live", undefined, {
    timeout: 15_000,
  });
}

/**
 * Brings an element into view and resolves once the app has taken over the page, for steps
 * that read what the app changes (an early click or typing needs no such wait).
 */
export async function hydrated(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await waitForReact(target.page());
  return target;
}

/** As waitForReact, and every chunk the page asked for has arrived (nothing loads for 0.5 s). */
export async function waitForHydration(page: Page) {
  await waitForReact(page);
  await page.waitForLoadState("networkidle");
}

/** Scripts the page has loaded so far, to check pdf-lib stays out until a visitor asks for a PDF. */
export function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      bodies.push(response.text().catch(() => ""));
  });
  return {
    loadedPdfLib: async () =>
      (await Promise.all(bodies)).some((body) => body.includes("Hopding/pdf-lib")),
  };
}

/**
 * A bookable consultation date (YYYY-MM-DD, the visitor's calendar) at least `daysAhead` days
 * from today, moved forward past a weekend: the database books Monday to Friday only.
 */
export async function bookableDate(page: Page, daysAhead: number): Promise<string> {
  return page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
    return [day.getFullYear(), day.getMonth() + 1, day.getDate()]
      .map((part) => String(part).padStart(2, "0"))
      .join("-");
  }, daysAhead);
}

/** The rows of `table` with this email that the throwaway local backend stored. */
export async function storedRows(request: APIRequestContext, table: string, email: string) {
  const response = await request.get(`${e2eBackendUrl}/_local/rows?limit=1000`);
  expect(response.ok()).toBe(true);
  const tables = (await response.json()) as Record<string, Record<string, unknown>[]>;
  return tables[table].filter((row) => String(row.email).toLowerCase() === email.toLowerCase());
}

/** An email address no other test uses. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Holds back a file of the app's code until `release` is called, as a slow phone would: by
 * default its entry (src/main.tsx), so the page stays as prerendered with only the boot
 * running (the lifecycle's reading phase); a page's own chunk (`"contact-page"`) holds React
 * in the middle of hydrating that page, whatever the machine's speed.
 */
export async function holdTheApp(page: Page, chunk = "main") {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    await released;
    // Firefox's driver may have let the request go already when the route is removed.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Whether the page is driven in Firefox (over WebDriver BiDi, whose driver has gaps). */
export const inFirefox = (page: Page) =>
  page.context().browser()?.browserType().name() === "firefox";

/**
 * A finger's tap on what the locator shows. Playwright drives no touch input in Firefox over
 * WebDriver BiDi (a tap dispatches nothing), so there it is a mouse click: the boot answers the
 * same press and click, with a pointer of type "mouse" instead of "touch".
 */
export async function tap(target: Locator) {
  if (inFirefox(target.page())) await target.click();
  else await target.tap();
}

/**
 * Puts a value in a form field as a visitor does. Firefox's driver over WebDriver BiDi sets a
 * value that React's controlled inputs never hear of (`fill`), and its typed keys drop
 * characters outside the Basic Multilingual Plane (an emoji), so there the value is set the
 * way autofill sets it: the native setter, then input and change events. (Typed keys are
 * tested in Firefox by e2e/early-actions.spec.ts.)
 */
export async function enter(field: Locator, value: string) {
  if (!inFirefox(field.page())) return field.fill(value);
  await field.focus();
  await field.evaluate((input: HTMLInputElement | HTMLTextAreaElement, text) => {
    const prototype = Object.getPrototypeOf(input) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);
}

/**
 * The file the page hands the browser as a download while `act` runs: its name and bytes.
 * Firefox's driver reports no download events, so there the link the page clicks to save a
 * generated file (src/lib/downloads/save-file.ts) is watched, and its blob read, in the page.
 */
export async function savedFile(page: Page, act: () => Promise<unknown>) {
  if (!inFirefox(page)) {
    const [download] = await Promise.all([page.waitForEvent("download"), act()]);
    const bytes = await readFile((await download.path()) as string);
    return { name: download.suggestedFilename(), bytes };
  }
  await page.evaluate(() => {
    const saved: Promise<[string, string]>[] = [];
    (window as unknown as { saved: typeof saved }).saved = saved;
    // The blob itself, by its address: the site's policy (connect-src) refuses to fetch it.
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      const url = createObjectURL(blob);
      blobs.set(url, blob);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = this.download ? blobs.get(this.href) : undefined;
      // As Latin-1 text, byte for byte.
      if (blob)
        saved.push(
          blob
            .arrayBuffer()
            .then((buffer): [string, string] => [
              this.download,
              Array.from(new Uint8Array(buffer), (byte) => String.fromCharCode(byte)).join(""),
            ]),
        );
      click.call(this);
    };
  });
  await act();
  await page.waitForFunction(() => (window as unknown as { saved: unknown[] }).saved.length > 0);
  const [name, latin1] = await page.evaluate(() =>
    (window as unknown as { saved: Promise<[string, string]>[] }).saved.shift()!,
  );
  return { name, bytes: Buffer.from(latin1, "latin1") };
}

/** As `tap`, at a point of the page. */
export async function tapAt(page: Page, x: number, y: number) {
  if (inFirefox(page)) await page.mouse.click(x, y);
  else await page.touchscreen.tap(x, y);
}

/**
 * One tab for all the tests of a worker (the route loop, the screenshots): a new browser
 * context per test cost about 2 s of each on this 2-core machine. Desktop Chrome with reduced
 * motion; every test sets the viewport, theme and motion it needs and loads its page in full.
 * Use as a worker-scoped fixture; the tab is closed when the worker ends.
 */
export async function withWorkerTab(browser: Browser, run: (page: Page) => Promise<void>) {
  const { defaultBrowserType: _, ...desktop } = devices["Desktop Chrome"];
  const context = await browser.newContext({
    ...desktop,
    baseURL: `http://127.0.0.1:${previewPort}`,
    reducedMotion: "reduce",
  });
  await run(await context.newPage());
  await context.close();
}

/**
 * The faces of the brand typeface the page used: only the cut one every page preloads
 * (src/styles.css). The full Latin face loads only for a character the cut one lacks, such
 * as a form control's hidden U+FEFF in Firefox, and then every visit downloads both.
 */
export async function typefacesUsed(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.includes("Geist Variable") && face.status !== "unloaded")
      .map((face) => (/U\+0*20-0*7E\b/i.test(face.unicodeRange) ? "cut" : "full"));
  });
}

/**
 * `expect(page).toHaveScreenshot(name, options)`, with a shortcut: a shot whose PNG is byte for
 * byte its baseline passes at once. Playwright decodes both images and compares them pixel by
 * pixel even then, which took the home page whole at 1280 px (9,700 px tall) 3.2 s against
 * 1.3 s for the shot alone. Any other shot (a difference, however small, or no baseline yet)
 * goes through Playwright's own comparison, its thresholds, diff images and
 * `--update-snapshots` included.
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; timeout?: number } = {},
) {
  const baseline = test.info().snapshotPath(name, { kind: "screenshot" });
  if (existsSync(baseline)) {
    // toHaveScreenshot's own defaults (animations finished or stopped, no caret, CSS pixels),
    // so that the same page gives the same bytes.
    const shot = await page.screenshot({
      animations: "disabled",
      caret: "hide",
      scale: "css",
      ...options,
    });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, options);
}
