/**
 * Static sections and parts. On the first page of a visit, a section that declares nothing interactive
 * is never hydrated: its prerendered HTML is read before hydration and given back to React as
 * the section's inner HTML, so React keeps it as one opaque node. None of its components run,
 * and nothing in it changes (its links still navigate inside the app: src/app.tsx). Sections
 * that hold something to use (`<Section interactive>`) hydrate as real components. Pages
 * reached inside the app render every section as usual.
 *
 * A static part (src/components/sections/static-part.tsx) is the same inside something that
 * hydrates: a card's cover, text and facts around its bookmark button, the footer's links
 * around its newsletter form. A part is found again by its React id, which hydration gives it
 * as the prerender did.
 */

/**
 * The page the app took over and, until it moves to another, the HTML of its static sections
 * and parts: a cache read once, just before hydrateRoot (src/main.tsx).
 */
let first:
  | { path: string; kept?: { sections: Map<string, string>; parts: Map<string, string> } }
  | undefined;

export function keepStaticSections() {
  const innerHtml = (selector: string, key: (element: HTMLElement) => string) =>
    new Map(
      [...document.querySelectorAll<HTMLElement>(selector)].map((element) => [
        key(element),
        element.innerHTML,
      ]),
    );
  first = {
    path: window.location.pathname,
    kept: {
      sections: innerHtml("[data-static][id]", (section) => section.id),
      parts: innerHtml("[data-static-part]", (part) => part.dataset.staticPart ?? ""),
    },
  };
}

/** Whether the app took over a prerendered page (false in `vite dev`, which draws the page). */
export function tookOverPrerenderedPage(): boolean {
  return first !== undefined;
}

/** Whether the page shown is the prerendered one the app took over (false on the server). */
export function onFirstPage(): boolean {
  return (
    typeof window !== "undefined" &&
    first?.kept !== undefined &&
    window.location.pathname === first.path
  );
}

/** Called when the app moves to another page: from now on every section renders. */
export function leaveFirstPage() {
  if (first) first = { path: first.path };
}

/**
 * The prerendered inner HTML of the static section with this `id`, or undefined when it
 * should render (on the server, in `vite dev`, on pages reached inside the app).
 */
export function keptHtml(id: string): string | undefined {
  return onFirstPage() ? first?.kept?.sections.get(id) : undefined;
}

/**
 * The prerendered inner HTML of the static part with this React id, or undefined when it
 * should render (as `keptHtml`; a part mounted after the takeover has an id of the browser's).
 */
export function keptPartHtml(id: string): string | undefined {
  return onFirstPage() ? first?.kept?.parts.get(id) : undefined;
}
