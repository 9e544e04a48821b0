/**
 * Installed by the interaction bench (scripts/bench/interaction.ts) in every page it opens,
 * before the page's own scripts, so it sees every long task and the visitor's first touch.
 * It keeps in `window.__bench` what only the page can time: the long tasks, the rendering of
 * long frames and the first paint, when `<html data-app="live">` appeared, the tap, the keys,
 * and when the response to them (the drawer, the next page, the new list) was first in a frame.
 *
 * Plain JavaScript in a file of its own because it goes to the browser as text: tsx's
 * transform of a TypeScript function can add helpers (`__name`) that the page does not have.
 * Times are epoch ms (timeOrigin + now), so that a tap and the document it opened compare.
 * `window.__benchMode` (set just before this runs) says what the visit watches: "dialog",
 * "link", "search" or "none".
 */
(() => {
  if (location.protocol !== "http:") return; // the blank page a new tab starts on
  const mode = window.__benchMode;
  const now = () => performance.timeOrigin + performance.now();
  const bench = {
    /** [startTime, duration] of each task over 50 ms, in ms after navigation start. */
    longTasks: [],
    /**
     * [start, duration] of the rendering (style, layout, paint) of each frame over 50 ms. Chromium
     * runs it as a task of its own, which the Long Tasks API does not report.
     */
    renderings: [],
    /** ms after navigation start of the first contentful paint. */
    firstPaintAt: null,
    /** ms after navigation start when <html> got data-app="live" (the app took over). */
    liveAt: null,
    tapAt: null,
    doneAt: null,
    keyAt: [],
    /** The blog list's match count before the first key, then each change: { at, count, cards }. */
    listBefore: null,
    list: [],
    /** The pathname of the link the bench taps. */
    target: null,
  };
  window.__bench = bench;

  // The bench sums them into blocking time (scripts/bench/interaction.ts, blockingOf).
  new PerformanceObserver((entries) => {
    for (const task of entries.getEntries()) bench.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((entries) => {
    for (const frame of entries.getEntries())
      if (frame.renderStart > 0)
        bench.renderings.push([
          frame.renderStart,
          frame.startTime + frame.duration - frame.renderStart,
        ]);
  }).observe({ type: "long-animation-frame", buffered: true });
  new PerformanceObserver((entries) => {
    for (const paint of entries.getEntries())
      if (paint.name === "first-contentful-paint") bench.firstPaintAt = paint.startTime;
  }).observe({ type: "paint", buffered: true });

  const markLive = () => {
    if (bench.liveAt === null && document.documentElement?.dataset.app === "live")
      bench.liveAt = performance.now();
  };
  // <html> does not exist yet when this runs: watch the whole document for the attribute.
  new MutationObserver(markLive).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-app"],
  });
  document.addEventListener("DOMContentLoaded", markLive);

  // Shown as Playwright counts "visible": laid out with a size, not display:none or hidden.
  const shown = (element) => {
    if (!element?.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const trimPath = (path) => path.replace(/\/+$/, "") || "/";

  // Checks once per frame (requestAnimationFrame runs just before the frame is drawn), so the
  // time is that of the first frame showing the response, and a busy main thread delays it.
  const watch = (done, limitMs) => {
    const start = now();
    const frame = () => {
      if (done()) bench.doneAt = now();
      else if (now() - start < limitMs) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  const limitMs = 5500;

  // The first touch of the visit; capture phase on window, so nothing in the page runs before it.
  const tapKey = "benchTapAt";
  const onTap = () => {
    if (bench.tapAt !== null) return;
    bench.tapAt = now();
    if (mode === "dialog")
      watch(() => shown(document.querySelector('dialog[open], [role="dialog"]')), limitMs);
    if (mode === "link") {
      // A link that reloads the page ends this document: the next one reads the tap from here.
      sessionStorage.setItem(tapKey, String(bench.tapAt));
      const before = document.querySelector("h1");
      const beforeText = before?.textContent;
      watch(() => {
        const h1 = document.querySelector("h1");
        return (
          trimPath(location.pathname) === bench.target &&
          shown(h1) &&
          (h1 !== before || h1.textContent !== beforeText)
        );
      }, limitMs);
    }
  };
  addEventListener("touchstart", onTap, { capture: true, passive: true });
  addEventListener("pointerdown", onTap, { capture: true, passive: true });

  // The page a tapped link loaded as a new document: done when its h1 is shown.
  const earlierTap = mode === "link" ? sessionStorage.getItem(tapKey) : null;
  if (earlierTap) {
    bench.tapAt = Number(earlierTap);
    bench.target = trimPath(location.pathname);
    watch(() => shown(document.querySelector("h1")), limitMs);
  }

  /** The first visible link in the main content to another page of the site (index among `main a`). */
  window.__benchPickLink = () => {
    const links = [...document.querySelectorAll("main a")];
    const here = trimPath(location.pathname);
    const index = links.findIndex((link) => {
      const href = link.getAttribute("href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//")) return false;
      if (link.hasAttribute("download") || link.target === "_blank") return false;
      const { pathname } = new URL(link.href);
      // A file (a PDF, the feed) is not a page.
      return trimPath(pathname) !== here && !/\.[a-z0-9]+$/i.test(pathname) && shown(link);
    });
    bench.target = index < 0 ? null : trimPath(new URL(links[index].href).pathname);
    return { index, target: bench.target };
  };

  // The blog listing's count line ("Showing 5 of 27 articles", src/content/resources/blog) and cards.
  const listState = () => {
    let count = null;
    for (const line of document.querySelectorAll("#articles p[aria-live]")) {
      const match = line.textContent.match(/Showing (\d+) of/);
      if (match) count = Number(match[1]);
    }
    const cards = document.querySelectorAll("#articles ul > li").length;
    return { count, cards };
  };
  const watchList = () => {
    let last = listState();
    bench.listBefore = last.count;
    const frame = () => {
      const state = listState();
      if (state.count !== last.count || state.cards !== last.cards) {
        bench.list.push({ at: now(), ...state });
        last = state;
      }
      if (now() - bench.keyAt.at(-1) < limitMs) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  addEventListener(
    "keydown",
    () => {
      bench.keyAt.push(now());
      if (mode === "search" && bench.keyAt.length === 1) watchList();
    },
    { capture: true },
  );
})();
