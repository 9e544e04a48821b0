/**
 * Moving to another page before the app has taken over, without the app. Part of the boot.
 *
 * A tap on an internal link that is the visitor's first act would otherwise start the whole
 * takeover (about a second of a mid-range phone's CPU) only to replace the page React had just
 * hydrated. Instead the next page's prerendered HTML is fetched and put in place of this one
 * (what `#root` holds, the title and the head's per-page tags), the address changes with
 * `history.pushState`, and the new page is static until the visitor acts, as the first one was.
 * Back and Forward swap pages the same way. The boot decides when (src/boot/boot.ts: in the
 * lifecycle's static, reading and hydrating phases); the new page comes in a new `#root`, so a
 * hydration under way is left with the old one. Anything unexpected (an error, a missing page,
 * a file) falls back to loading the address as a new document.
 */
import { leadsOutOfTab } from "@/lib/in-app-link";
import { nextFrameShown, nextTask } from "./frames";
import { styleMarks } from "./style-marks";

/** What the head holds per page: the description, canonical, sharing tags, its code list's name. */
const perPageHead = "[data-seo], meta[name=app-code]";

/**
 * A page fetched: its family's part of the stylesheet as text, a document of the page up to the
 * end of its first screen (or whole, when the stream ended before one was found), and the whole.
 */
type FetchedPage = { first: Document; style: string | undefined; whole: Promise<Document | null> };

/** Pages fetched, by path and query (a cache: Back finds them here). */
const pages = new Map<string, Promise<FetchedPage | null>>();

/**
 * The page this document shows (a Back within one page, across its anchors, is not a visit).
 * The prerender imports this module's neighbours, where there is no window.
 */
let current = typeof window === "undefined" ? "" : pageKey(window.location.href);

/** Whether the address bar names a page other than the one shown (after Back or Forward). */
export function addressLeftShownPage(): boolean {
  return pageKey(window.location.href) !== current;
}

/**
 * Fetches the page at `href` once (a press starts it before the click lands), and resolves as
 * soon as its first screen has arrived: on a phone the rest of an article's HTML takes another
 * 50-100 ms to come. Its part of the stylesheet is cut out as text first: the parser would
 * build a style sheet from it that nothing uses (about 20 ms of a phone's CPU per page), and a
 * page of a family shown before needs none.
 */
export function fetchPage(href: string): Promise<FetchedPage | null> {
  const key = pageKey(href);
  let page = pages.get(key);
  if (!page) {
    page = fetch(key, { headers: { Accept: "text/html" } })
      .then((response) => {
        const html = response.headers.get("Content-Type")?.includes("text/html");
        if (!response.ok || !html || response.redirected || !response.body) return null;
        let tell!: (text: string) => void;
        const first = new Promise<ReturnType<typeof parsePage>>(
          (resolve) => (tell = (text) => resolve(parsePage(text))),
        );
        const whole = readPage(response.body, tell).then(
          async (text) => (text ? parsePage(text) : await first)?.document ?? null,
          () => (tell(""), null),
        );
        void whole.then((document) => document || pages.delete(key));
        return first.then((page) => page && { first: page.document, style: page.style, whole });
      })
      .catch(() => null);
    pages.set(key, page);
    // A failed fetch is not kept: the next attempt may succeed.
    void page.then((result) => result || pages.delete(key));
  }
  return page;
}

/**
 * Reads a page's HTML as it arrives. Tells `firstScreen` its text up to the end of `main`'s first
 * child (the hero) once that has arrived, then resolves the whole text; or, when it found no
 * such end, tells the whole text and resolves "".
 */
async function readPage(body: ReadableStream<BufferSource>, firstScreen: (text: string) => void) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let end = -1;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += read.value;
    if (end < 0 && (end = firstScreenEnd(text)) > 0) firstScreen(text.slice(0, end));
  }
  if (end < 0) firstScreen(text);
  return end < 0 ? "" : text;
}

/**
 * Where `main`'s first child ends in a page's HTML, once it has arrived: after the end tag that
 * closes its opening tag, counting the tags of its name between them (the prerender's HTML has
 * no `<` in text or attributes); -1 before then.
 */
function firstScreenEnd(html: string): number {
  const start = /<main[^>]*>(?:\s|<!--.*?-->)*<(\w+)/.exec(html);
  if (!start) return -1;
  const tags = new RegExp(`<(/?)${start[1]}[\\s>]`, "g");
  tags.lastIndex = start.index + start[0].length - start[1].length - 1;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html))
    if (!(depth += tag[1] ? -1 : 1)) return html.indexOf(">", tag.index) + 1 || -1;
  return -1;
}

/** A page's document without its part of the stylesheet, and that part; null without `#root`. */
function parsePage(html: string) {
  const { rest, style } = cutPageStyle(html);
  const document = new DOMParser().parseFromString(rest, "text/html");
  return document.getElementById("root")?.firstElementChild ? { document, style } : null;
}

/**
 * Shows the page at `href` in this document. "push" is a link's visit (a new history entry),
 * "pop" is Back or Forward to an entry made here. Resolves true once the whole new page is in
 * place (or the browser has been told to load it), false when a later visit superseded this one
 * meanwhile (`latest` says whether it is still the latest).
 */
export async function showPage(
  href: string,
  how: "push" | "pop",
  latest: () => boolean = () => true,
): Promise<boolean> {
  const url = new URL(href, window.location.href);
  if (how === "push") rememberScroll();
  const next = await fetchPage(url.href);
  // A visit to the page's top shows its first screen as soon as it has arrived (below).
  const split = how === "push" && !url.hash;
  const shown = next && (split ? next.first : await next.whole);
  if (!latest()) return false;
  if (!next || !shown) {
    if (how === "push") window.location.assign(url.href);
    else window.location.reload();
    return true;
  }
  // The tapped link loses its focus first, while nothing else has changed: a focus change
  // brings the page's style up to date at once, which after the changes below meant styling
  // the new page twice (in this task, then in the frame that draws it).
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  const first = document.importNode(shown.getElementById("root")!, true);
  for (const tag of document.head.querySelectorAll(perPageHead)) tag.remove();
  for (const tag of shown.head.querySelectorAll(perPageHead))
    document.head.append(document.importNode(tag, true));
  addPageStyle(next.style);
  document.title = shown.title;
  // Its parts with form fields may wait to be laid out, as the first page's may not (styles.css).
  document.documentElement.toggleAttribute("data-page-shown", true);
  // A new container: React may be hydrating the old one, which it is then left to unmount.
  document.getElementById("root")?.replaceWith(first);
  if (how === "push") window.history.pushState(null, "", url.href);
  current = pageKey(url.href);
  placeView(url, how);
  const whole = await next.whole;
  if (whole === shown || !latest()) return latest();
  if (!whole) {
    window.location.reload();
    return true;
  }
  // The rest once the first screen is drawn, a part per task: putting a whole page into the
  // document before its first frame was most of a tap's wait after its HTML arrived.
  await nextFrameShown();
  for (const { into, nodes } of restOfPage(whole, first)) {
    for (const node of nodes) {
      if (!latest()) return false;
      into.append(document.importNode(node, true));
      await nextTask();
    }
  }
  return latest();
}

/**
 * What the page holds after its first screen (`main`'s first child), innermost first: the later
 * sections, then what follows `main` (the footer), each with the element of `first` (this
 * document's copy of the first screen) it goes in. The way from the copy's root to the first
 * screen runs through last children, as the first screen's HTML ends there.
 */
function restOfPage(page: Document, first: Element): { into: Element; nodes: ChildNode[] }[] {
  const root = page.getElementById("root")!;
  const path: Element[] = [];
  for (let node = root.querySelector("main > *"); node && node !== root; node = node.parentElement)
    path.unshift(node);
  let into = first;
  const rest = path.map((node) => {
    const nodes: ChildNode[] = [];
    for (let after = node.nextSibling; after; after = after.nextSibling) nodes.push(after);
    const part = { into, nodes };
    into = into.lastElementChild!;
    return part;
  });
  return rest.reverse();
}

/**
 * Puts the page's own part of the stylesheet last among the parts here (before the whole
 * stylesheet, if the app has added it): moved there if a page shown before had the same, added
 * otherwise. Nothing is taken out. A part holds every rule its page's classes can match, in
 * the whole stylesheet's order, so the last part decides among them, as the whole one would;
 * a part left before another (Back to the first page) would not. (Replacing the part instead
 * cost a phone about 150 ms more per page.)
 */
function addPageStyle(css: string | undefined) {
  if (css === undefined) return;
  const shown = [...document.querySelectorAll(`style[${styleMarks.page}]`)];
  const last = shown.at(-1);
  const same = shown.find((known) => known.textContent === css);
  if (same === last && last) return;
  let part = same;
  if (!part) {
    part = document.createElement("style");
    part.setAttribute(styleMarks.page, "");
    part.textContent = css;
  }
  if (last) last.after(part);
  else document.getElementById("root")?.before(part);
}

/** A page's HTML without its part of the stylesheet, and that part's text (scripts/prerender.ts). */
function cutPageStyle(html: string): { rest: string; style: string | undefined } {
  const open = `<style ${styleMarks.page}>`;
  const start = html.indexOf(open);
  const end = html.indexOf("</style>", start);
  if (start < 0 || end < 0) return { rest: html, style: undefined };
  return {
    rest: html.slice(0, start) + html.slice(end + "</style>".length),
    style: html.slice(start + open.length, end),
  };
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
