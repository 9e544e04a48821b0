/**
 * The boot: what runs of ours while a prerendered page loads, until the app has taken it over.
 * It moves the page through its lifecycle (src/boot/lifecycle.ts); docs/loading.md has the
 * timeline of what runs in each phase. Its helpers: early actions (held clicks, submissions and
 * text), early search, static navigation (a link shown without the app) and page code (the
 * files read ahead).
 */
import { leftToTheBrowser } from "@/lib/in-app-link";
import { holdEarlyActions } from "./early-actions";
import { isEarlySearchField, prepareEarlySearch, readEarlySearchItems } from "./early-search";
import { afterFrame } from "./frames";
import type { Lifecycle } from "./lifecycle";
import { preloadModules } from "./module-preload";
import { menuCode, takeoverCode } from "./page-code";
import { addressLeftShownPage, fetchPage, leadsToPage, showPage } from "./static-navigation";
import { chooseThemeBeforeApp } from "./theme-choice";

/** What the boot needs of the app: its entry, imported at the takeover (src/main.tsx). */
export type AppEntry = { takeOverPage: () => Promise<void> };

/** How long a press may last before the takeover starts all the same (a long press). */
export const longPressMs = 500;
/** How long the read-ahead waits for an idle moment before reading on all the same. */
export const idleTimeoutMs = 2000;
/** How long to wait for a largest paint that a page in a background tab never reports. */
export const paintTimeoutMs = 3000;

/** The signs of intent that begin the takeover; scrolling by wheel, finger or key is reading. */
const intents = ["pointerdown", "touchstart", "keydown", "focusin", "pointerover"];
const readingKeys = new Set([" ", "ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End"]);
const usable = "a[href], button, input, select, textarea, label, summary, [role], [tabindex]";
/** The signs of intent that only the visitor makes, whatever the page does under them. */
const showingIntents = new Set(["keydown", "touchstart", "pointerdown"]);

/**
 * The events that make React finish a hydration at once, in one long task (react-dom's
 * discrete events that it replays; tests/boot/react-events.test.ts compares this list with
 * the installed react-dom, so an upgrade that adds one fails there).
 */
export const pressEvents = [
  ...["mousedown", "mouseup", "auxclick", "dblclick", "click", "contextmenu"],
  ...["touchstart", "touchend", "touchcancel", "pointerdown", "pointerup", "pointercancel"],
  ...["keydown", "keypress", "keyup", "beforeinput", "textInput", "input", "change", "reset"],
  ...["compositionstart", "compositionend", "copy", "cut", "paste"],
  ...["dragstart", "dragend", "drop"],
];

/**
 * Starts the boot on the page in the document; `importApp` loads the app's entry. Its
 * listeners stay until `signal` aborts (a test's end; the page never stops it).
 */
export function startBoot(
  lifecycle: Lifecycle,
  importApp: () => Promise<AppEntry>,
  signal?: AbortSignal,
) {
  const root = document.getElementById("root");
  if (!root?.firstElementChild) {
    // `vite dev` serves no prerendered markup: the app draws the page.
    lifecycle.go("takeOver");
    void importApp().then((app) => app.takeOverPage());
    return;
  }

  // The boot's click listener first: a link's click it takes is not held (same target and
  // phase: listeners run in the order they were added).
  window.addEventListener("click", onClick, { capture: true, signal });
  const earlyActions = holdEarlyActions(lifecycle, signal);
  chooseThemeBeforeApp(lifecycle, signal);
  /** A press under way before the takeover (what it brings about waits); calling it lets it go. */
  let pressing: (() => void) | undefined;

  /** A sign of intent while another page was being shown (undefined: none): taken up once shown. */
  let intentWhileShowing: boolean | undefined;

  function takeOver(onHeader = false) {
    if (lifecycle.phase() === "showing") {
      intentWhileShowing = onHeader || Boolean(intentWhileShowing);
      return;
    }
    if (!lifecycle.go("takeOver")) return;
    // All of the page's modules at once: imported one level at a time, each level waits for
    // the one above it to be read. A first act on the header is most likely a menu: its code
    // is read alongside, not asked for after the takeover.
    void takeoverCode().then((files) => preloadModules(files));
    if (onHeader) void menuCode().then((files) => preloadModules(files));
    void importApp().then((app) => app.takeOverPage());
  }

  function onIntent(event: Event) {
    const phase = lifecycle.phase();
    if (pressing || (phase !== "static" && phase !== "showing")) return;
    // While a page is being shown, only the visitor's own input counts: its scroll is its move
    // to the top, and a pointer, focus or mouse resting where the new page appears is not intent.
    if (phase === "showing" && !showingIntents.has(event.type)) return;
    if (event instanceof KeyboardEvent && readingKeys.has(event.key)) return;
    // A pointer merely passing over text or art is not intent; over a control or link it is.
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === "pointerover" && !target?.closest(usable)) return;
    const onHeader = Boolean(target?.closest("header"));
    const press =
      event.type === "touchstart" ||
      (event instanceof PointerEvent &&
        (event.type === "pointerdown" || event.pointerType !== "mouse"));
    if (!press) return takeOver(onHeader);
    const link = target?.closest("a[href]");
    if (link instanceof HTMLAnchorElement && leadsToPage(link)) void fetchPage(link.href); // head start
    const shownBefore = lifecycle.state().shown;
    const done = () => (pressing = undefined);
    pressing = afterPress(() => {
      done();
      // Unless the press was a link's, whose page is shown instead.
      if (lifecycle.state().shown === shownBefore) takeOver(onHeader);
    }, done);
  }

  /**
   * Runs `then` once what a press does by itself is on screen: the menu's drawer, which the
   * browser opens at the tap. Starting the takeover's forty-odd requests first took one task of
   * 175 ms on a phone (4x CPU), and the drawer waited for it. A touch the browser takes for a
   * scroll (pointercancel) is reading: `scrolled` runs instead. Returns what lets it go.
   */
  function afterPress(then: () => void, scrolled: () => void): () => void {
    const ends = ["click", "pointercancel", "contextmenu"];
    let done = false;
    const letGo = () => {
      done = true;
      clearTimeout(longPress);
      for (const type of ends) window.removeEventListener(type, next, true);
    };
    const next = (event?: Event) => {
      if (done) return;
      letGo();
      if (event?.type === "pointercancel") scrolled();
      else afterFrame(then);
    };
    for (const type of ends) window.addEventListener(type, next, true);
    const longPress = setTimeout(next, longPressMs); // a long press, or a touch that became neither
    return letGo;
  }

  /** Shows another page of the site without the app. */
  function visit(href: string, how: "push" | "pop") {
    lifecycle.go("showPage");
    const mine = lifecycle.state().shown;
    const latest = () => lifecycle.state().shown === mine;
    void showPage(href, how, latest).then((placed) => {
      if (!placed) return;
      // After the frame that shows it, and the scroll event of its move to the top.
      afterFrame(() => {
        if (!latest() || !lifecycle.go("pageShown")) return;
        // A takeover begun on the page left reads this page's code too.
        if (lifecycle.phase() === "reading")
          void takeoverCode().then((files) => preloadModules(files));
        else void readAhead();
        takeOverAtLoadIfAsked();
        if (intentWhileShowing !== undefined) takeOver(intentWhileShowing);
        intentWhileShowing = undefined;
      });
    });
  }

  /** A link's click before the app is live: its page is shown here, unless a click is held. */
  function onClick(event: MouseEvent) {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    if (lifecycle.phase() === "live" || leftToTheBrowser(link, event) || !leadsToPage(link)) return;
    // A click held before it would be lost with the page it was made on.
    if (!earlyActions.holdsNothing()) return;
    event.preventDefault();
    event.stopImmediatePropagation(); // the press's own click listener with it: let it go here
    pressing?.();
    pressing = undefined;
    visit(link.href, "push");
  }

  /**
   * React answers a press on a page it is still hydrating by finishing the hydration in one
   * task (300-600 ms on a phone), before the click. A press on a link to another page is kept
   * from it (the link's click then gives the hydration up), and the page is fetched at once;
   * so are the keys and text of a listing's search box, which answers by itself (the early
   * actions, on the window, see them first and report the text once the app is live).
   */
  function keepPressFromHydration(event: Event) {
    if (lifecycle.phase() !== "hydrating") return;
    if (isEarlySearchField(event.target)) {
      event.stopPropagation();
      return;
    }
    if (event.type === "click") return; // the window's listener above has it
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !leadsToPage(link)) return;
    event.stopPropagation();
    if (event.type === "pointerdown" || event.type === "touchstart") void fetchPage(link.href);
  }

  /**
   * Back and Forward between pages shown here. While React hydrates, the address and the page
   * would disagree, so the browser loads the page anew; once live, the router answers.
   *
   * A jump to an anchor of the page shown (or Back from one) is the browser's. While React
   * hydrates, the router hears of it only once live: a new address reaching the page before
   * its content has hydrated makes React drop the prerendered markup and draw the page anew,
   * blank until its code has arrived, and the jump's place is lost.
   */
  let popHeld = false;
  function onPopState(event: PopStateEvent) {
    const phase = lifecycle.phase();
    if (phase === "live") return window.removeEventListener("popstate", onPopState);
    if (!addressLeftShownPage()) {
      if (phase !== "hydrating") return;
      event.stopImmediatePropagation();
      popHeld = true;
    } else if (phase === "hydrating") window.location.reload();
    else visit(window.location.href, "pop");
  }
  lifecycle.onTransition((_, transition, before) => {
    if (before.phase !== "hydrating" || !popHeld) return;
    popHeld = false; // a hydration given up takes the held jump with it
    if (transition === "goLive")
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  });

  /** A page whose first view depends on the address, or that says so, takes over once painted. */
  function takeOverAtLoadIfAsked() {
    if (window.location.search || document.querySelector("[data-takeover=load]"))
      void Promise.all([whenLargestPaintShown(), document.fonts.ready]).then(() =>
        afterFrame(() => takeOver()),
      );
  }

  const passive = { capture: true, passive: true, signal };
  for (const type of intents) window.addEventListener(type, onIntent, passive);
  for (const type of pressEvents) document.addEventListener(type, keepPressFromHydration, passive);
  window.addEventListener("popstate", onPopState, { signal });
  window.addEventListener("focusin", (event) => prepareEarlySearch(event.target), passive);
  // After the largest paint, so that the first view never shares the network with the app's
  // code (read before it, mobile Lighthouse counted those files into the paint).
  void Promise.all([loaded(), whenLargestPaintShown()]).then(() =>
    whenIdle(() => void readAhead()),
  );
  takeOverAtLoadIfAsked();
}

/**
 * Once painted: a listing's search items (one small file) and, only where the first screen has
 * a control only the app answers (`data-needs-app`), the app's code, fetched and compiled but
 * not run, at low priority, a few files per idle moment (forty links at once made one 50-100 ms
 * task). Elsewhere the app's code waits for the visitor's intent.
 */
async function readAhead() {
  void readEarlySearchItems();
  // A visitor who asks to save data gets the app's code only once they use the page.
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData || !firstScreenNeedsApp()) return;
  const files = [...(await takeoverCode()), ...(await menuCode())];
  const next = () => {
    preloadModules(files.splice(0, 4), "low");
    if (files.length) whenIdle(next);
  };
  next();
}

function firstScreenNeedsApp(): boolean {
  return [...document.querySelectorAll("#root [data-needs-app]")].some((control) => {
    const { top, bottom, width } = control.getBoundingClientRect();
    return width > 0 && bottom > 0 && top < window.innerHeight;
  });
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(run, { timeout: idleTimeoutMs })
    : setTimeout(run);

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });

/** Once the page's largest paint is on screen (Safari and Firefox report none: the next frame). */
function whenLargestPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, paintTimeoutMs);
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      afterFrame(resolve);
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  });
}
