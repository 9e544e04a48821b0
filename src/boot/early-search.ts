/**
 * A listing's search answers before the app has taken over (the first typed keys change
 * the list within 300 ms on a phone; React's takeover and its first filtered render
 * take twice that). Part of the boot, so it is small and React-free; the early actions call it
 * as the visitor types (src/boot/early-actions.ts).
 *
 * A listing with a search box carries the marks of src/boot/early-search-marks.ts. The items
 * the page does not show yet arrive in a file the template names, read once the page has
 * loaded (`readEarlySearchItems`) and put in the template when the visitor first reaches the
 * box (`prepareEarlySearch`); the results copy the classes of the template's list.
 *
 * Items match by the site's one rule (matchesQuery), on the fields the app searches, so the
 * app's first filtered render shows what is already on screen; it then puts its own results
 * back in place (`settleEarlySearch`). Hydration keeps all of this as it finds it: the
 * results place and the template are opaque to React, the count lines say
 * `suppressHydrationWarning`, and an added `hidden` is not compared.
 */
import { fillTemplate, matchesQuery } from "@/lib/text";
import { earlySearchMarks, marked } from "./early-search-marks";
import { lifecycle } from "./lifecycle";

/**
 * What the boot knows of the listing on the page, by its template (a page shown without the
 * app, or a Back to the listing, brings a new template, so a new record).
 */
type Listing = {
  /** The items file, read once. */
  read?: Promise<void>;
  /** Items read but not yet put in the template. */
  unparsed?: string;
  /** Every item in order: the prerendered list's (copied, as the app may redraw it), then the rest. */
  items?: Element[];
  /** The query drawn, where, and the texts as the prerender wrote them (none: nothing drawn). */
  drawn?: { query: string; place: HTMLElement; texts: Map<HTMLElement, string> };
};
const listings = new WeakMap<HTMLTemplateElement, Listing>();

/** The template of the listing on the page, and the boot's record of it. */
function listingOnPage(): [HTMLTemplateElement, Listing] | [] {
  const source = document.querySelector<HTMLTemplateElement>(`template${marked("source")}`);
  if (!source) return [];
  let listing = listings.get(source);
  if (!listing) listings.set(source, (listing = {}));
  return [source, listing];
}

function itemsOf(source: HTMLTemplateElement, listing: Listing): Element[] {
  // Copied into the template's inert document: a copy in this one, even out of the page,
  // loads its images at once (both themes' covers).
  const inert = source.content.ownerDocument;
  const shown = document.querySelectorAll(`${marked("liveResults")} li${marked("fields")}`);
  const rest = source.content.querySelectorAll(`li${marked("fields")}`);
  listing.items ??= [...[...shown].map((item) => inert.importNode(item, true)), ...rest];
  return listing.items;
}

/**
 * Reads the page's listing items, once (the boot calls it when the page has loaded, and a
 * search typed before then waits for it). If they cannot be read, the app answers the search
 * when it has taken over.
 */
export function readEarlySearchItems(): Promise<void> {
  const [source, listing] = listingOnPage();
  const url = source?.dataset.src;
  if (!source || !listing || !url) return Promise.resolve();
  listing.read ??= fetch(url, { priority: "low" })
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(url))))
    .then((items) => {
      listing.unparsed = items;
      delete source.dataset.src;
    })
    .catch(() => {});
  return listing.read;
}

/**
 * Puts the read items in their template. Not as they arrive: the blog's are 120 KB of markup,
 * one parse of about 20 ms, 80 on a phone, in the middle of the page's load, where mobile
 * Lighthouse counted it as blocking time. The visitor reaching the box (its focus, src/boot/boot.ts)
 * asks for it before the first key, and a draw does if nothing has.
 */
function parseItems(source: HTMLTemplateElement, listing: Listing) {
  if (listing.unparsed === undefined) return;
  source.innerHTML = listing.unparsed;
  listing.unparsed = undefined;
}

export function prepareEarlySearch(target: EventTarget | null) {
  if (!isEarlySearchField(target) || lifecycle.phase() === "live") return;
  const [source, listing] = listingOnPage();
  if (source && listing) parseItems(source, listing);
}

export function isEarlySearchField(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && target.hasAttribute(earlySearchMarks.box);
}

const elements = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];

/** Draws the results for the box's text, or puts the page back when the box is empty. */
export function showEarlyResults(field: HTMLInputElement) {
  const [source, listing] = listingOnPage();
  const place = document.querySelector<HTMLElement>(marked("results"));
  // A listing opened with a search or category in its address is the app's to draw (it takes
  // over as soon as the page is painted: src/boot/boot.ts).
  if (!source || !listing || !place || window.location.search) return;
  if (source.dataset.src) {
    // Not read yet: drawn once it is, unless the app has taken over by then (it answers).
    void readEarlySearchItems().then(() => {
      if (!source.dataset.src && lifecycle.phase() !== "live") showEarlyResults(field);
    });
    return;
  }
  parseItems(source, listing);
  const { drawn } = listing;
  const query = field.value;
  // The box's `change` as the focus leaves it: redrawn, a card pressed then would lose its click.
  if (query === drawn?.query) return;
  if (!query.trim()) {
    putBack(listing);
    return;
  }
  const list = source.content.firstElementChild;
  const all = itemsOf(source, listing);
  const items = all.filter((item) =>
    matchesQuery(JSON.parse(item.getAttribute(earlySearchMarks.fields) ?? "[]") as string[], query),
  );
  const step = Number(source.dataset.step) || items.length;
  const shown = items.slice(0, step);
  const inert = source.content.ownerDocument;
  const results = inert.createElement("div");
  if (shown.length && list) {
    const copy = results.appendChild(list.cloneNode(false));
    for (const item of shown) copy.appendChild(item.cloneNode(true));
  } else {
    const empty = source.content.querySelector(marked("empty"));
    if (empty) results.append(empty.cloneNode(true));
  }
  const texts = drawn?.texts ?? new Map<HTMLElement, string>();
  for (const text of elements(marked("text"))) {
    if (!texts.has(text)) texts.set(text, text.textContent ?? "");
    text.textContent = fillTemplate(text.getAttribute(earlySearchMarks.text) ?? "", {
      shown: shown.length,
      count: items.length,
      total: all.length,
    });
  }
  listing.drawn = { query, place, texts };
  // Drawn from markup, as the parser draws a page: copies of the nodes loaded every image in
  // them, the theme's hidden covers too, lazy or not.
  place.innerHTML = results.innerHTML;
  place.hidden = false;
  for (const element of elements(`${marked("liveResults")}, ${marked("hide")}`))
    element.hidden = true;
}

/** Shows the app's results (and what it hides while searching) again, and empties the place. */
function putBack(listing: Listing, restoreTexts = true) {
  const { drawn } = listing;
  if (!drawn) return;
  if (restoreTexts) for (const [text, original] of drawn.texts) text.textContent = original;
  const { place } = drawn;
  listing.drawn = undefined;
  place.replaceChildren();
  place.hidden = true;
  for (const element of elements(`${marked("liveResults")}, ${marked("hide")}`))
    element.hidden = false;
}

/**
 * From the listing, each time it has rendered a query (in a layout effect, before the frame):
 * once the app shows the query drawn here, its own results take the place back. Its items
 * were just inserted, so their entrance animation is skipped: they are already on screen.
 */
export function settleEarlySearch(query: string) {
  const [, listing] = listingOnPage();
  if (!listing || listing.drawn?.query !== query) return;
  for (const element of elements(`${marked("liveResults")} .stagger-item`))
    element.style.animation = "none";
  // The app has written its own texts; where it had nothing to change, they already agree.
  putBack(listing, false);
}

/**
 * For a control in the results drawn here, clicked before the takeover: a way to find the same
 * control in the app's results once they show the same search (by its place among the
 * controls). Null for any other control.
 */
export function liveCounterpart(control: Element): (() => Element | null) | null {
  const place = control.closest(marked("results"));
  if (!place) return null;
  const controls = "a[href], button";
  const index = [...place.querySelectorAll(controls)].indexOf(control);
  return () =>
    document.querySelector(marked("liveResults"))?.querySelectorAll(controls)[index] ?? null;
}
