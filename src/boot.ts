/**
 * Browser entry: the page is static until the visitor acts (README, "How pages stay fast").
 *
 * Every page arrives prerendered and complete, so nothing of the app runs while it loads. Once
 * the page has loaded and its largest paint is on screen, its code is read ahead at low priority
 * as one flat list, with the header menus' (from the lists file the prerender names in
 * `<meta name="app-code">`, src/lib/page-code.ts): fetched and compiled, not run. The app takes
 * over on the first sign of intent: a touch, a press, a key, a focus, a scroll, or a pointer
 * over something that can be used. Until then, and while the takeover runs, clicks and submissions
 * are held and carried out afterwards (src/lib/early-actions.ts). A tap on a link to another
 * page before React has finished hydrating shows that page without the app
 * (src/lib/static-navigation.ts; a hydration under way is given up), and the new page is
 * static until the visitor acts.
 *
 * A page whose first view depends on the address (a query string: a filtered listing, a
 * newsletter link's token) or that says so (`data-takeover="load"`) starts once its largest
 * paint is on screen instead, as every page did before.
 */
import "./styles.css";
import type * as AppEntry from "./main";
import { holdEarlyActions } from "./lib/early-actions";
import { isEarlySearchField, prepareEarlySearch, readEarlySearchItems } from "./lib/early-search";
import { preloadModules } from "./lib/module-preload";
import { menuCode, takeoverCode } from "./lib/page-code";
import {
  addressLeftShownPage,
  fetchPage,
  hydrating,
  leadsToPage,
  reopenStaticNavigation,
  showPage,
  staticNavigationOpen,
} from "./lib/static-navigation";

/** The app's entry, once a takeover has loaded it. */
let app: typeof AppEntry | undefined;
let started = false;
let pressed = false;
/** Pages shown without the app so far; one in flight while `showing`. */
let shown = 0;
let showing = false;
function takeOver(onHeader = false) {
  if (started || showing) return; // a page being put in place is taken over once it is there
  started = true;
  for (const type of intents) window.removeEventListener(type, onIntent, true);
  // All of the page's modules at once: imported one level at a time, each level waits for
  // the one above it to be read (four levels on the home page). A first act on the header is
  // most likely a menu: its code is read alongside, not asked for after the takeover.
  void takeoverCode().then((files) => preloadModules(files));
  if (onHeader) void menuCode().then((files) => preloadModules(files));
  void import("./main").then((module) => {
    app = module;
    return module.takeOverPage();
  });
}

/** Listens for the first sign of intent again (a hydration was given up for another page). */
function awaitIntent() {
  started = false;
  for (const type of intents)
    window.addEventListener(type, onIntent, { capture: true, passive: true });
}

const intents = [
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
  "pointerover",
];
const usable = "a[href], button, input, select, textarea, label, summary, [role], [tabindex]";

function onIntent(event: Event) {
  // What a press brings about (a focus, a scroll) waits with it; what happens while another
  // page is put in place (its scroll to the top) belongs to the page being left.
  if (pressed || showing) return;
  // A pointer merely passing over text or art is not intent; over a control or link it is.
  if (
    event.type === "pointerover" &&
    !(event.target instanceof Element && event.target.closest(usable))
  )
    return;
  const onHeader = event.target instanceof Element && Boolean(event.target.closest("header"));
  const press =
    event.type === "touchstart" ||
    (event instanceof PointerEvent &&
      (event.type === "pointerdown" || event.pointerType !== "mouse"));
  if (!press) return takeOver(onHeader);
  pressed = true;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (link instanceof HTMLAnchorElement && leadsToPage(link)) void fetchPage(link.href); // head start
  const shownBefore = shown;
  afterPress(() => {
    pressed = false;
    if (shown === shownBefore) takeOver(onHeader); // unless the press was a link's, shown here
  });
}

/** Shows another page of the site without the app (src/lib/static-navigation.ts). */
function visit(href: string, how: "push" | "pop") {
  shown++;
  showing = true;
  void showPage(href, how).then(() =>
    // After the frame that shows it, and the scroll event of its move to the top.
    requestAnimationFrame(() =>
      setTimeout(() => {
        showing = false;
        // A takeover begun on the page left reads this page's code too.
        if (started) void takeoverCode().then((files) => preloadModules(files));
        else void readAppCodeAhead();
        takeOverAtLoadIfAsked();
      }),
    ),
  );
}

/**
 * From the early actions: a link's click before React has taken over. While it hydrates, the
 * page is left all the same (the app lets go of it once the next one is in place), and the next
 * page is taken over on the next sign of intent.
 */
function visitLink(link: HTMLAnchorElement): boolean {
  if (!leadsToPage(link)) return false;
  if (!staticNavigationOpen()) {
    if (!app?.hydratingPage()) return false;
    reopenStaticNavigation();
    awaitIntent();
  }
  visit(link.href, "push");
  return true;
}

/**
 * React answers a press on a page it is still hydrating by finishing the hydration in one task
 * (300-600 ms on a phone), before the click. A press on a link to another page is kept from it
 * (the link's click then gives the hydration up: `visitLink`), and the page is fetched at once;
 * so are the keys and text of a listing's search box, which answers by itself
 * (src/lib/early-search.ts; the early actions, on the window, see them first and report the
 * text once React has taken over).
 */
const pressEvents = [
  "touchstart",
  "touchend",
  "touchcancel",
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "auxclick",
  "contextmenu",
  "keydown",
  "keypress",
  "keyup",
  "click",
  "dblclick",
  // React's list of events that finish a hydration at once (react-dom, discreteReplayableEvents).
  "beforeinput",
  "textInput",
  "input",
  "change",
  "compositionstart",
  "compositionend",
  "copy",
  "cut",
  "paste",
];
function keepPressFromHydration(event: Event) {
  if (!hydrating()) return;
  if (isEarlySearchField(event.target)) {
    event.stopPropagation();
    return;
  }
  if (event.type === "click") return; // a link's is the early actions' (`visitLink`)
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || !leadsToPage(link)) return;
  event.stopPropagation();
  if (event.type === "pointerdown" || event.type === "touchstart") void fetchPage(link.href);
}

/**
 * Back and Forward between pages shown here. Once React has begun to hydrate the page is its
 * own: until it has taken over, the address and the page would disagree, so the browser loads
 * the page anew; from then on the router answers.
 */
function onPopState() {
  if (document.documentElement.dataset.app === "live") {
    window.removeEventListener("popstate", onPopState);
    return;
  }
  if (!addressLeftShownPage()) return; // an anchor of the page shown
  if (staticNavigationOpen()) visit(window.location.href, "pop");
  else window.location.reload();
}

/**
 * Runs `then` once what a press does by itself is on screen: the menu's drawer, which the
 * browser opens at the tap. Starting the takeover's forty-odd requests first took one task of
 * 175 ms on a phone (4x CPU), and the drawer waited for it.
 */
function afterPress(then: () => void) {
  const ends = ["click", "pointercancel", "contextmenu"];
  let done = false;
  const next = () => {
    if (done) return;
    done = true;
    for (const type of ends) window.removeEventListener(type, next, true);
    requestAnimationFrame(() => setTimeout(then)); // after the frame that shows it
  };
  for (const type of ends) window.addEventListener(type, next, true);
  setTimeout(next, 500); // a long press, or a touch that became neither
}

/**
 * Reads the page's code ahead, fetched and compiled but not run (module preloads), at low
 * priority, a few files per idle moment: forty links added at once made one main-thread task
 * of 50-100 ms.
 */
async function readAppCodeAhead() {
  void readEarlySearchItems(); // a listing's items for its search before the app: one small file
  const files = [...(await takeoverCode()), ...(await menuCode())];
  const next = () => {
    preloadModules(files.splice(0, 4), "low");
    if (files.length) whenIdle(next);
  };
  next();
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run);

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });

function whenLargestPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 3000); // a page loaded in a background tab reports no such paint
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      requestAnimationFrame(() => setTimeout(resolve)); // Safari and Firefox report no such paint
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** A page whose first view depends on the address, or that says so, takes over once painted. */
function takeOverAtLoadIfAsked() {
  if (window.location.search || document.querySelector("[data-takeover=load]")) {
    void Promise.all([whenLargestPaintShown(), document.fonts.ready]).then(() =>
      requestAnimationFrame(() => setTimeout(takeOver)),
    );
  }
}

if (!document.getElementById("root")?.firstElementChild) {
  takeOver(); // `vite dev` serves no prerendered markup: the app draws the page
} else {
  holdEarlyActions(visitLink);
  // After the largest paint, so that the first view never shares the network with the app's
  // code (read before it, mobile Lighthouse counted those files into the paint: LCP 2.1 s on
  // the API documentation, 1.5 s after).
  void Promise.all([loaded(), whenLargestPaintShown()]).then(() =>
    whenIdle(() => void readAppCodeAhead()),
  );
  for (const type of intents)
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  for (const type of pressEvents)
    document.addEventListener(type, keepPressFromHydration, { capture: true, passive: true });
  window.addEventListener("popstate", onPopState);
  window.addEventListener("focusin", (event) => prepareEarlySearch(event.target), true);
  takeOverAtLoadIfAsked();
}
