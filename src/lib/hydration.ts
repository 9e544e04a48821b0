/**
 * Hydrating below the fold later. The prerendered page is complete HTML, so a section nobody
 * sees yet needs no JavaScript yet: during the first hydration, each section waits (React keeps
 * its server HTML meanwhile) until it nears the viewport or the visitor points at or focuses
 * it (or the page has been quiet for a while), and React then hydrates it on its own, in a
 * small task. On every page reached inside the app, sections render at once.
 */

type Gate = { promise: Promise<void>; opened: boolean; open: () => void; attempts: number };

let prerendered = new Set<string>();
let leftFirstPage = false;
let firstPath = "";
const gates = new Map<string, Gate>();

/** Called just before hydrateRoot (src/main.tsx): the sections the server drew may wait. */
export function beginHydration() {
  firstPath = window.location.pathname;
  prerendered = new Set(
    [...document.querySelectorAll("main section[id]")].map((section) => section.id),
  );
  // Sections still waiting once the page is quiet are hydrated one per idle period, so a
  // form far down the page is ready before anyone types into it.
  const idle = (run: () => void) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(run, { timeout: 1000 })
      : setTimeout(run, 50);
  const openNext = () => {
    const waiting = [...gates.values()].find((gate) => !gate.opened);
    if (!waiting) return;
    waiting.open();
    idle(openNext);
  };
  setTimeout(() => idle(openNext), 2000);
}

/** Called when the app moves to another page: every waiting section opens. */
export function leaveFirstPage() {
  leftFirstPage = true;
  gates.forEach(({ open }) => open());
}

function createGate(id: string): Gate {
  let resolve = () => {};
  const gate: Gate = {
    promise: new Promise<void>((done) => (resolve = done)),
    opened: false,
    attempts: 0,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === "undefined") {
    gate.open();
    return gate;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) openAndStop();
    },
    { rootMargin: "50% 0px" },
  );
  const events = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;
  const openAndStop = () => {
    observer.disconnect();
    events.forEach((type) => element.removeEventListener(type, openAndStop, true));
    gate.open();
  };
  observer.observe(element);
  // A visitor who reaches the section before it is hydrated: hydrate it before their click lands.
  events.forEach((type) =>
    element.addEventListener(type, openAndStop, { capture: true, passive: true }),
  );
  return gate;
}

/**
 * The gate of the section with this `id`, or undefined when the section should render at
 * once (on the server, after the first hydration, on pages reached inside the app).
 */
export function hydrationGate(id: string): Promise<void> | undefined {
  if (typeof window === "undefined" || leftFirstPage) return undefined;
  if (window.location.pathname !== firstPath) return undefined;
  let entry = gates.get(id);
  if (!entry) {
    if (!prerendered.has(id)) return undefined;
    entry = createGate(id);
    gates.set(id, entry);
  }
  // React renders a waiting section again only when it must: the visitor acts on it, or
  // something above it changed and it has to be hydrated now. Waiting then would make React
  // drop its HTML and leave it blank. So nothing above the sections may change on its own
  // right after hydration (the theme store and useListingParams make sure of it).
  entry.attempts++;
  if (entry.attempts > 1) entry.open();
  return entry.opened ? undefined : entry.promise;
}
