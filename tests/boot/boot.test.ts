import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Lifecycle } from "@/boot/lifecycle";

/**
 * The boot on a small prerendered page, with the clock, the network and the app faked: each
 * test walks the page through its lifecycle as a visitor would and checks what they get.
 * The app is a stand-in that goes from reading to hydrating when imported, and live when a
 * test says React has finished (`hydrated()`), as src/main.tsx and the takeover signal do.
 */

const page = (title: string, body = "") => `<!doctype html><html><head><title>${title}</title>
<style data-shared-style>.shared {}</style>
<meta name="app-code" content="/assets/code-lists.json" data-page="src/pages/${title}.tsx" data-stylesheet="/assets/whole.css"></head>
<body><style data-page-style>.${title} {}</style><div id="root"><div><header><a href="/contact">Contact</a><button id="menu">Menu</button>
<button id="theme" popovertarget="theme-menu">Theme</button><div id="theme-menu" popover>
<button data-theme-choice="light" aria-pressed="false">Light</button><button data-theme-choice="dark" aria-pressed="false">Dark</button>
<button data-theme-choice="system" aria-pressed="true">System</button></div></header>
<main><!--$--><h1>${title}</h1><p id="text">Words</p><a id="to-privacy" href="/privacy">Privacy</a>
<a id="to-contact" href="/contact">Contact us</a><a id="away" href="https://example.org/">Away</a>
<button id="action">Act</button><form id="form"><input id="name" name="name"><button id="send">Send</button></form>
${body}<!--/$--></main></div></div></body></html>`;

/** A listing whose search box answers before the app (src/boot/early-search-marks.ts). */
const item = (title: string) =>
  `<li data-search='${JSON.stringify([title])}'><a href="/${title}">${title}</a></li>`;
const listing = `<input id="search" type="search" data-early-search>
<p data-early-text="Showing {shown} of {total}">Showing 1 of 3</p>
<div data-live-results><ul class="grid">${item("health records")}</ul></div>
<template data-early-source data-step="9"><ul class="grid">${item("retail pricing")}${item("health claims")}</ul>
<div data-early-empty>Nothing matches</div></template><div data-early-results hidden></div>`;

const pages: Record<string, string> = {
  "/": page("home"),
  "/blog": page("blog", listing),
  "/privacy": page("privacy"),
  "/contact": page("contact"),
  // A control in the first screen that works only once the app is live, and one further down.
  "/filters": page("filters", `<button id="filter" data-needs-app>Filter</button>`),
  "/filters-below": page("filters-below", `<button data-needs-app data-top="2000">Filter</button>`),
};
const codeLists = {
  core: ["/assets/main.js"],
  menus: ["/assets/menus.js"],
  pages: {},
};

let lifecycle: Lifecycle;
let takeOvers: number;
let stop: AbortController;
let fetched: string[];
/** Where the visitor would see the app's own listeners: added when the app is live. */
let appSees: string[];

async function boot(path = "/", { lcp = true as boolean | "never" } = {}) {
  vi.resetModules();
  window.history.replaceState(null, "", path);
  document.documentElement.removeAttribute("data-page-shown");
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    pages[path] ?? page(path),
    "text/html",
  ).documentElement.innerHTML;
  const { createLifecycle } = await import("@/boot/lifecycle");
  const { startBoot } = await import("@/boot/boot");
  lifecycle = createLifecycle(document.documentElement);
  vi.stubGlobal("PerformanceObserver", fakeObserver(lcp));
  Object.defineProperty(document, "fonts", {
    value: { ready: Promise.resolve() },
    configurable: true,
  });
  takeOvers = 0;
  appSees = [];
  lifecycle.onTransition(({ phase }) => {
    if (phase !== "live") return;
    const root = document.getElementById("root")!;
    for (const type of ["click", "submit", "input"])
      root.addEventListener(type, (event) => {
        const target = event.target as HTMLElement;
        appSees.push(
          `${type} #${target.id}${type === "input" ? ` ${(target as HTMLInputElement).value}` : ""}`,
        );
      });
  });
  startBoot(
    lifecycle,
    async () => ({
      takeOverPage: async () => {
        takeOvers++;
        await lifecycle.until("reading");
        lifecycle.go("hydrate");
      },
    }),
    stop.signal,
  );
}

/** React has finished hydrating the page (the takeover signal's effect). */
const hydrated = () => lifecycle.go("goLive");

/**
 * A PerformanceObserver that reports the largest paint 100 ms after it observes; one that
 * reports none (Safari, Firefox); or one that never does (a page in a background tab).
 */
function fakeObserver(lcp: boolean | "never") {
  return class {
    static supportedEntryTypes = lcp ? ["largest-contentful-paint"] : [];
    constructor(private report: () => void) {}
    observe() {
      if (lcp === true) setTimeout(() => this.report(), 100);
    }
    disconnect() {}
  };
}

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) =>
    link.getAttribute("href"),
  );
/** Lets promises settle and timers and frames run, `ms` of them. */
const wait = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function click(element: HTMLElement) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
}
/** A finger's tap: touch, pointer down and up, then the click (after the boot's frame). */
async function tap(element: HTMLElement) {
  element.dispatchEvent(new Event("touchstart", { bubbles: true }));
  element.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
  element.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, pointerType: "touch" }));
  const event = click(element);
  await wait(50);
  return event;
}
const key = () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  stop = new AbortController();
  fetched = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      if (url === "/assets/code-lists.json") return new Response(JSON.stringify(codeLists));
      const html = pages[url];
      return html
        ? new Response(html, { headers: { "Content-Type": "text/html" } })
        : new Response("", { status: 404 });
    }),
  );
  window.scrollTo = () => {};
  // jsdom lays nothing out: a control is 40 px tall, `data-top` px from the top (0 unless said).
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = Number(this.dataset.top ?? 0);
    return { top, bottom: top + 40, width: 80, height: 40, left: 0, right: 80 } as DOMRect;
  });
});

afterEach(() => {
  stop.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("before the visitor acts", () => {
  it("runs and reads none of the app: a visitor who only reads, scrolling by wheel, finger or key, downloads none of it", async () => {
    await boot();
    await wait(5_000);
    window.dispatchEvent(new WheelEvent("wheel"));
    window.dispatchEvent(new Event("touchmove"));
    window.dispatchEvent(new Event("scroll"));
    for (const key of [" ", "PageDown", "ArrowDown", "End"])
      window.dispatchEvent(new KeyboardEvent("keydown", { key }));
    await wait(10);
    expect(lifecycle.phase()).toBe("static");
    expect(takeOvers).toBe(0);
    expect(preloads()).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it("reads the app's code ahead at low priority once painted where the first screen has a control that needs it; not where it is further down", async () => {
    await boot("/filters-below");
    await wait(5_000);
    expect(preloads()).toEqual([]);
    await boot("/filters");
    expect(lifecycle.phase()).toBe("static");
    await wait(50);
    expect(preloads()).toEqual([]); // the largest paint is not on screen yet
    await wait(100);
    expect(preloads()).toEqual(["/assets/main.js", "/assets/menus.js"]);
    expect(document.querySelector("link[rel=modulepreload]")).toHaveProperty(
      "fetchPriority",
      "low",
    );
    expect(takeOvers).toBe(0);
    expect(lifecycle.phase()).toBe("static");
  });

  it("reads none of the app's code ahead when the visitor asks to save data, until they act", async () => {
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    await boot("/filters");
    await wait(5_000);
    expect(preloads()).toEqual([]);
    key();
    await wait(10);
    expect(preloads()).toEqual(["/assets/main.js"]);
  });

  it("where no largest paint is reported (Safari, Firefox), reads ahead after the next frame", async () => {
    await boot("/filters", { lcp: false });
    await wait(50);
    expect(preloads()).toEqual(["/assets/main.js", "/assets/menus.js"]);
  });

  it("where the largest paint never comes (a background tab), reads ahead after 3 s, not before", async () => {
    await boot("/filters", { lcp: "never" });
    await wait(2_900);
    expect(preloads()).toEqual([]);
    await wait(200);
    expect(preloads()).toEqual(["/assets/main.js", "/assets/menus.js"]);
  });

  it("a pointer passing over text is not intent; over a control it is", async () => {
    await boot();
    $("#text").dispatchEvent(
      new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }),
    );
    await wait(10);
    expect(lifecycle.phase()).toBe("static");
    $("#action").dispatchEvent(
      new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }),
    );
    await wait(10);
    expect(lifecycle.phase()).toBe("hydrating");
    expect(takeOvers).toBe(1);
  });

  it("a page whose first view depends on its address is taken over once painted, without intent", async () => {
    await boot("/?q=health");
    await wait(50);
    expect(lifecycle.phase()).toBe("static");
    await wait(200);
    expect(lifecycle.phase()).toBe("hydrating");
  });
});

describe("the takeover", () => {
  it("begins on a key, once, whatever follows", async () => {
    await boot();
    key();
    key();
    window.dispatchEvent(new Event("scroll"));
    await wait(10);
    expect(takeOvers).toBe(1);
    expect(lifecycle.phase()).toBe("hydrating");
    expect(preloads()).toContain("/assets/main.js");
  });

  it("after a press, waits for its click and the frame that shows what it did, not for the long-press timeout", async () => {
    await boot();
    $("#menu").dispatchEvent(
      new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }),
    );
    await wait(10);
    expect(lifecycle.phase()).toBe("static");
    click($("#menu"));
    await wait(20);
    expect(lifecycle.phase()).toBe("hydrating");
    await wait(600); // the 500 ms timeout, had it fired, would take over again
    expect(takeOvers).toBe(1);
  });

  it("a touch that becomes a scroll is reading: the browser cancels its pointer, and nothing begins", async () => {
    await boot();
    $("#to-privacy").dispatchEvent(new Event("touchstart", { bubbles: true }));
    $("#to-privacy").dispatchEvent(
      new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }),
    );
    $("#to-privacy").dispatchEvent(
      new PointerEvent("pointercancel", { bubbles: true, pointerType: "touch" }),
    );
    await wait(1000);
    expect(lifecycle.phase()).toBe("static");
    expect(takeOvers).toBe(0);
    key(); // and the next sign of intent counts
    await wait(10);
    expect(takeOvers).toBe(1);
  });

  it("after a long press that never clicks, begins when the 500 ms timeout fires", async () => {
    await boot();
    $("#text").dispatchEvent(
      new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }),
    );
    await wait(450);
    expect(lifecycle.phase()).toBe("static");
    await wait(100);
    expect(lifecycle.phase()).toBe("hydrating");
    expect(takeOvers).toBe(1);
  });
});

describe("the theme menu before the app is live", () => {
  it("marks the stored choice as it opens; a choice is applied and stored at once, closes the menu, and is not carried out again once live", async () => {
    localStorage.setItem("theme", "dark");
    // jsdom has no popovers; the browsers the site supports all do.
    Object.defineProperty(HTMLElement.prototype, "popover", { value: null, configurable: true });
    await boot();
    const menu = $("#theme-menu");
    menu.hidePopover = vi.fn();
    const pressed = () =>
      [...menu.querySelectorAll("[aria-pressed=true]")].map((b) => b.textContent);
    menu.dispatchEvent(new Event("beforetoggle"));
    expect(pressed()).toEqual(["Dark"]);
    const choice = click($("[data-theme-choice=light]"));
    expect(choice.defaultPrevented).toBe(false); // not held for the app
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe("light");
    expect(pressed()).toEqual(["Light"]);
    expect(menu.hidePopover).toHaveBeenCalledOnce();
    click($("[data-theme-choice=dark]"));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    await wait(10);
    hydrated();
    await wait(1000);
    expect(appSees).toEqual([]);
    localStorage.clear();
    delete (HTMLElement.prototype as { popover?: unknown }).popover;
  });
});

describe("what the visitor does before the app is live is carried out once it is, exactly once", () => {
  it("a tap on a button", async () => {
    await boot();
    const event = await tap($("#action"));
    expect(event.defaultPrevented).toBe(true);
    expect(appSees).toEqual([]);
    hydrated();
    await wait(10);
    expect(appSees).toEqual(["click #action"]);
    await wait(1000);
    expect(appSees).toEqual(["click #action"]);
  });

  it("typed text and a form's submission, in the order the visitor made them", async () => {
    await boot();
    const field = $("#name") as HTMLInputElement;
    field.value = "Ada";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    $("#send").click();
    key();
    await wait(10);
    expect(lifecycle.phase()).toBe("hydrating");
    expect(appSees).toEqual([]);
    hydrated();
    await wait(10);
    // The button's click, carried out, submits its form: once.
    expect(appSees).toEqual(["input #name Ada", "click #send", "submit #form"]);
    expect(field.value).toBe("Ada");
  });

  it("nothing, once live: the app has the events itself", async () => {
    await boot();
    key();
    await wait(10);
    hydrated();
    await wait(10);
    expect(click($("#action")).defaultPrevented).toBe(false);
    await wait(10);
    expect(appSees).toEqual(["click #action"]);
  });
});

describe("a listing's search before the app is live", () => {
  function type(text: string) {
    const box = $("#search") as HTMLInputElement;
    box.value = text;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }

  it("answers at once by the app's rule, and the text typed reaches the app once it is live, once", async () => {
    await boot("/blog");
    type("health");
    expect($("[data-early-results]").hidden).toBe(false);
    expect($("[data-early-results]").textContent).toBe("health recordshealth claims");
    expect($("[data-live-results]").hidden).toBe(true);
    expect($("[data-early-text]").textContent).toBe("Showing 2 of 3");
    type("nothing like it");
    expect($("[data-early-results]").textContent).toBe("Nothing matches");
    type("");
    expect($("[data-early-results]").hidden).toBe(true);
    expect($("[data-live-results]").hidden).toBe(false);
    expect($("[data-early-text]").textContent).toBe("Showing 1 of 3");
    type("retail");
    key();
    await wait(10);
    hydrated();
    await wait(10);
    expect(appSees).toEqual(["input #search retail"]);
  });
});

describe("a link tapped before the app is live", () => {
  it("shows its page from its HTML without the app; the press begins no takeover", async () => {
    await boot();
    const entries = history.length;
    const event = await tap($("#to-privacy"));
    expect(event.defaultPrevented).toBe(true);
    await wait(50);
    expect($("h1").textContent).toBe("privacy");
    expect(document.title).toBe("privacy");
    expect(window.location.pathname).toBe("/privacy");
    expect(history.length).toBe(entries + 1);
    expect($("meta[name=app-code]").dataset.page).toBe("src/pages/privacy.tsx");
    expect(lifecycle.state()).toMatchObject({ phase: "static", shown: 1 });
    await wait(1000);
    expect(takeOvers).toBe(0);
  });

  it("shows its page's first screen (up to the end of main's first part) as soon as its HTML is read, and the rest in the tasks after the next frame; the page counts as shown once all of it is in, as the page's HTML has it", async () => {
    await boot();
    click($("#to-privacy"));
    // Checked every millisecond of the fake clock: before the next frame (16 ms).
    await vi.waitUntil(() => $("h1").textContent === "privacy", { timeout: 1000, interval: 1 });
    expect($("header")).not.toBeNull();
    expect($("#text")).toBeNull();
    expect(lifecycle.phase()).toBe("showing");
    await wait(50);
    const html = new DOMParser().parseFromString(pages["/privacy"], "text/html");
    expect($("#root").innerHTML).toBe(html.getElementById("root")!.innerHTML);
    expect(lifecycle.state()).toMatchObject({ phase: "static", shown: 1 });
  });

  it("shows its page's first screen as soon as that part of its HTML has arrived, before the rest has", async () => {
    const html = pages["/privacy"];
    const cut = html.indexOf("</h1>") + 8;
    let rest!: () => void;
    const arrived = new Promise<void>((resolve) => (rest = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(stream) {
        stream.enqueue(new TextEncoder().encode(html.slice(0, cut)));
        await arrived;
        stream.enqueue(new TextEncoder().encode(html.slice(cut)));
        stream.close();
      },
    });
    const served = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url) =>
      url === "/privacy"
        ? new Response(body, { headers: { "Content-Type": "text/html" } })
        : served(url),
    );
    await boot();
    click($("#to-privacy"));
    await wait(50);
    expect($("h1").textContent).toBe("privacy");
    expect(document.title).toBe("privacy");
    expect($("#text")).toBeNull();
    expect(lifecycle.phase()).toBe("showing");
    rest();
    await wait(50);
    const page = new DOMParser().parseFromString(html, "text/html");
    expect($("#root").innerHTML).toBe(page.getElementById("root")!.innerHTML);
    expect(lifecycle.state()).toMatchObject({ phase: "static", shown: 1 });
  });

  it("shows a page at an anchor, or one met again by Back, whole at once", async () => {
    await boot();
    // jsdom has no scrollIntoView: the place a page load would give its anchor.
    const placed = vi.fn();
    HTMLElement.prototype.scrollIntoView = placed;
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });
    const anchor = document.createElement("a");
    anchor.href = "/privacy#send";
    $("main").append(anchor);
    click(anchor);
    await vi.waitUntil(() => $("h1").textContent === "privacy", { timeout: 1000, interval: 1 });
    expect($("#send")).not.toBeNull();
    expect(placed.mock.contexts).toEqual([$("#send")]);
    await wait(50);
    window.history.back();
    await vi.waitUntil(() => $("h1").textContent === "home", { timeout: 1000, interval: 1 });
    expect($("#send")).not.toBeNull();
  });

  it("brings its page's own part of the stylesheet once, last among those of the pages shown before and before the whole stylesheet, once the takeover has added it", async () => {
    await boot();
    const { loadAppStylesheet } = await import("@/boot/page-code");
    const loaded = loadAppStylesheet();
    await wait(0);
    const whole = document.querySelector<HTMLLinkElement>("link[rel=stylesheet]")!;
    expect(whole.getAttribute("href")).toBe("/assets/whole.css");
    let done = false;
    void loaded.then(() => (done = true));
    await wait(0);
    expect(done).toBe(false); // the app waits for it
    whole.dispatchEvent(new Event("load"));
    await wait(0);
    expect(done).toBe(true);
    await loadAppStylesheet(); // once
    expect(document.querySelectorAll("link[rel=stylesheet]")).toHaveLength(1);

    const sheets = () =>
      [...document.querySelectorAll("style, link[rel=stylesheet]")].map(
        (sheet) => sheet.textContent || sheet.getAttribute("href"),
      );
    // The first page lays out its form fields at once (src/styles.css); a page shown may wait.
    expect(document.documentElement.hasAttribute("data-page-shown")).toBe(false);
    await tap($("#to-privacy"));
    await wait(50);
    expect($("h1").textContent).toBe("privacy");
    expect(document.documentElement.hasAttribute("data-page-shown")).toBe(true);
    expect(sheets()).toEqual([".shared {}", ".home {}", ".privacy {}", "/assets/whole.css"]);
    // Back to a page whose part is here already: it is moved last, so it decides, not added.
    window.history.back();
    await wait(50);
    expect($("h1").textContent).toBe("home");
    expect(sheets()).toEqual([".shared {}", ".privacy {}", ".home {}", "/assets/whole.css"]);
  });

  it("the tap's press ends with its click: a sign of intent at once after its page is shown begins the takeover", async () => {
    await boot();
    await tap($("#to-privacy"));
    expect(lifecycle.state()).toMatchObject({ phase: "static", shown: 1 });
    key(); // well within the long-press timeout
    await wait(10);
    expect(takeOvers).toBe(1);
    expect(lifecycle.phase()).toBe("hydrating");
  });

  it("a sign of intent while its page is being shown begins the takeover once it is shown; the page's move to the top and a pointer resting where it appears do not", async () => {
    await boot();
    click($("#to-privacy"));
    expect(lifecycle.phase()).toBe("showing");
    window.dispatchEvent(new Event("scroll")); // the move to the top
    // The new page appearing under a resting mouse: a pointer over a control, not intent.
    $("#action").dispatchEvent(
      new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }),
    );
    await wait(50);
    expect(lifecycle.state()).toMatchObject({ phase: "static", shown: 1 });
    click($("#to-contact"));
    expect(lifecycle.phase()).toBe("showing");
    key();
    expect(takeOvers).toBe(0);
    await wait(50);
    expect($("h1").textContent).toBe("contact");
    expect(lifecycle.phase()).toBe("hydrating");
    expect(takeOvers).toBe(1);
  });

  it("while the app's code is read: shown at once, and the takeover goes on with the page shown", async () => {
    await boot();
    key();
    expect(lifecycle.phase()).toBe("reading");
    click($("#to-privacy"));
    expect(lifecycle.phase()).toBe("showing");
    await wait(50);
    expect($("h1").textContent).toBe("privacy");
    expect(lifecycle.phase()).toBe("hydrating");
    expect(takeOvers).toBe(1);
  });

  it("while React hydrates: the hydration is given up for a new #root, and the next intent takes the new page over", async () => {
    await boot();
    key();
    await wait(10);
    expect(lifecycle.phase()).toBe("hydrating");
    const oldRoot = $("#root");
    // React would finish the hydration at the press: the boot keeps it from React.
    const press = new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" });
    const reactSaw = vi.fn();
    oldRoot.addEventListener("pointerdown", reactSaw);
    $("#to-privacy").dispatchEvent(press);
    expect(reactSaw).not.toHaveBeenCalled();
    click($("#to-privacy"));
    await wait(50);
    expect($("h1").textContent).toBe("privacy");
    expect(oldRoot.isConnected).toBe(false);
    expect(lifecycle.phase()).toBe("static");
    key();
    await wait(10);
    expect(takeOvers).toBe(2);
    expect(lifecycle.phase()).toBe("hydrating");
  });

  it("is the app's once live", async () => {
    await boot();
    key();
    await wait(10);
    hydrated();
    await wait(10);
    expect(click($("#to-privacy")).defaultPrevented).toBe(false);
    await wait(50);
    expect($("h1").textContent).toBe("home");
  });

  it("is held, not shown, when a click before it is held: that click would be lost with its page", async () => {
    await boot();
    click($("#action"));
    expect(click($("#to-privacy")).defaultPrevented).toBe(true);
    await wait(50);
    expect($("h1").textContent).toBe("home");
    key();
    await wait(10);
    hydrated();
    await wait(10);
    expect(appSees).toEqual(["click #action", "click #to-privacy"]);
  });

  it("leaves other sites, new tabs and modified clicks to the browser", async () => {
    await boot();
    expect(click($("#away")).defaultPrevented).toBe(false);
    const ctrl = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    $("#to-privacy").dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    await wait(50);
    expect($("h1").textContent).toBe("home");
  });

  it("two links in a row: the later one's page is the one shown", async () => {
    await boot();
    click($("#to-privacy"));
    click($("#to-contact"));
    await wait(50);
    expect($("h1").textContent).toBe("contact");
    expect(window.location.pathname).toBe("/contact");
    expect(lifecycle.state()).toMatchObject({ phase: "static", shown: 2 });
  });
});

describe("Back and Forward", () => {
  async function backTo(path: string) {
    window.history.back();
    await wait(50);
    expect(window.location.pathname).toBe(path);
  }

  it("before the takeover, swap the pages shown here", async () => {
    await boot();
    click($("#to-privacy"));
    await wait(50);
    await backTo("/");
    expect($("h1").textContent).toBe("home");
    window.history.forward();
    await wait(50);
    expect($("h1").textContent).toBe("privacy");
    expect(takeOvers).toBe(0);
  });

  it("an anchor jump while React hydrates reaches the router once live, exactly once", async () => {
    await boot("/contact");
    key();
    await wait(10);
    expect(lifecycle.phase()).toBe("hydrating");
    // The router listens after the boot (it is created as React hydrates).
    const routerHears: string[] = [];
    window.addEventListener("popstate", () => routerHears.push(window.location.hash), {
      signal: stop.signal,
    });
    window.history.pushState(null, "", "/contact#consultation");
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    expect(routerHears).toEqual([]);
    hydrated();
    expect(routerHears).toEqual(["#consultation"]);
    window.history.back();
    await wait(50);
    expect(routerHears).toEqual(["#consultation", ""]);
  });

  it("once live, are the router's: the boot shows nothing", async () => {
    await boot();
    click($("#to-privacy"));
    await wait(50);
    key();
    await wait(10);
    hydrated();
    await backTo("/");
    expect($("h1").textContent).toBe("privacy");
  });
});
