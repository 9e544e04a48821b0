/**
 * Moving to another page before the app has taken over, without the app (issue 26: a tapped
 * link shows its page in-app within 400 ms on a phone). Part of the boot (src/boot.ts), so it
 * is small.
 *
 * A tap on an internal link that is the visitor's first act would otherwise start the whole
 * takeover (about a second of a mid-range phone's CPU) only to replace the page React had just
 * hydrated. Instead the next page's prerendered HTML is fetched and put in place of this one
 * (what `#root` holds, the title and the head's per-page tags), the address changes with
 * `history.pushState`, and the new page is static until the visitor acts, as the first one was:
 * the takeover then hydrates it as if it had been loaded. Back and Forward swap pages the same
 * way. This holds until React starts to hydrate (src/main.tsx calls `endStaticNavigation`), so a
 * link tapped while the app's code is still being read (a scroll began the takeover) is shown
 * at once too, and the app hydrates the page it finds. A link tapped while React hydrates is
 * shown this way as well: finishing the hydration would cost a phone its rest in one task,
 * only to leave the page. The new page comes in a new `#root`, and the app lets go of the old
 * one (`whenPageLeft`), hydrated by then or not. Once the visitor has a hydrated page to act on
 * (`markPageHydrated`), the app's router moves between pages. Anything unexpected (an error,
 * a missing page, a file) falls back to loading the address as a new document.
 */
import { leadsOutOfTab } from "./in-app-link";

/** What the head holds per page: the description, canonical, sharing tags, its code list's name. */
const perPageHead = "[data-seo], meta[name=app-code]";

const pages = new Map<string, Promise<Document | null>>();
let latest = 0;
let open = true;
let hydrated = false;
let inFlight: Promise<void> = Promise.resolve();
/**
 * The page this document shows (a Back within one page, across its anchors, is not a visit).
 * The prerender imports this module too (for `markPageHydrated`), where there is no window.
 */
let current = typeof window === "undefined" ? "" : pageKey(window.location.href);

/** Whether pages may still be shown here: React has not begun to hydrate. */
export function staticNavigationOpen(): boolean {
  return open;
}

/** From the app, just before it hydrates: shows no more pages, once the one in flight is in place. */
export async function endStaticNavigation(): Promise<void> {
  open = false; // no visit starts from now on (the boot asks first), so `inFlight` is the last
  await inFlight;
}

/** From the boot, once it has given up a hydration for a link's page: pages are shown here again. */
export function reopenStaticNavigation() {
  open = true;
}

/** From the app, when the page is hydrated (src/components/layout/takeover-signal.tsx). */
export function markPageHydrated() {
  hydrated = true;
}

let leavePage = () => {};

/** From the app: what to do when a page is put in place of the one it took over or hydrates. */
export function whenPageLeft(leave: () => void) {
  leavePage = () => {
    hydrated = false;
    leave();
  };
}

/** Whether React is hydrating the page: begun, not finished, so it can still be given up. */
export function hydrating(): boolean {
  return !open && !hydrated;
}

/** Whether the address bar names a page other than the one shown (after Back or Forward). */
export function addressLeftShownPage(): boolean {
  return pageKey(window.location.href) !== current;
}

/** Fetches and parses the page at `href` once (a press starts it before the click lands). */
export function fetchPage(href: string): Promise<Document | null> {
  const key = pageKey(href);
  let page = pages.get(key);
  if (!page) {
    page = fetch(key, { headers: { Accept: "text/html" } })
      .then(async (response) => {
        const html = response.headers.get("Content-Type")?.includes("text/html");
        if (!response.ok || !html || response.redirected) return null;
        const next = new DOMParser().parseFromString(await response.text(), "text/html");
        return next.getElementById("root")?.firstElementChild ? next : null;
      })
      .catch(() => null);
    pages.set(key, page);
    // A failed fetch is not kept: the next attempt may succeed.
    void page.then((result) => result || pages.delete(key));
  }
  return page;
}

/**
 * Shows the page at `href` in this document. "push" is a link's visit (a new history entry),
 * "pop" is Back or Forward to an entry made here. Resolves once the new page is in place (or
 * the browser has been told to load it); a later visit supersedes an earlier one in flight.
 */
export function showPage(href: string, how: "push" | "pop"): Promise<void> {
  inFlight = putInPlace(href, how);
  return inFlight;
}

async function putInPlace(href: string, how: "push" | "pop") {
  const visit = ++latest;
  const url = new URL(href, window.location.href);
  if (how === "push") rememberScroll();
  const next = await fetchPage(url.href);
  if (visit !== latest) return;
  if (!next) {
    if (how === "push") window.location.assign(url.href);
    else window.location.reload();
    return;
  }
  // A copy: the cached document stays whole for a later Back.
  const body = document.importNode(next.getElementById("root")!, true).childNodes;
  for (const tag of document.head.querySelectorAll(perPageHead)) tag.remove();
  for (const tag of next.head.querySelectorAll(perPageHead))
    document.head.append(document.importNode(tag, true));
  for (const sheet of next.head.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]"))
    if (!document.querySelector(`link[rel=stylesheet][href="${sheet.getAttribute("href")}"]`))
      document.head.append(document.importNode(sheet, true));
  document.title = next.title;
  // A new container: React may be hydrating the old one, which it is then left to unmount.
  const root = document.getElementById("root");
  if (root) {
    const fresh = root.cloneNode(false) as HTMLElement;
    fresh.append(...body);
    root.replaceWith(fresh);
    leavePage();
  }
  if (how === "push") window.history.pushState(null, "", url.href);
  current = pageKey(url.href);
  placeView(url, how);
}

function pageKey(href: string): string {
  const url = new URL(href, window.location.href);
  return url.pathname + url.search;
}

/** The scroll position of the entry being left, for Back (the browser restores none here). */
function rememberScroll() {
  window.history.scrollRestoration = "manual";
  window.history.replaceState({ ...window.history.state, scrollY: window.scrollY }, "");
}

/** As a page load would: at its #hash target or the top; Back and Forward where it was left. */
function placeView(url: URL, how: "push" | "pop") {
  const saved = (window.history.state as { scrollY?: number } | null)?.scrollY;
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (how === "pop" && typeof saved === "number") window.scrollTo(0, saved);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Whether a link leads to another page of this site, shown in this tab: not another site, a
 * new tab, a download, a file (a PDF, the feed) or an anchor on the page shown.
 */
export function leadsToPage(link: HTMLAnchorElement): boolean {
  const url = new URL(link.href, window.location.href);
  return (
    !leadsOutOfTab(link) && !/\.[a-z0-9]+$/i.test(url.pathname) && pageKey(url.href) !== current
  );
}
