/**
 * The page's loading lifecycle: the one owner of its phase (docs/loading.md). Everything that
 * behaves differently before, during and after the app's takeover asks `phase()` or subscribes
 * with `onTransition`; nothing else keeps a flag for it. It is the only writer of
 * `<html data-app>`, which says the phase to the stylesheet, the tests and the bench.
 *
 *   static ──takeOver──▶ reading ──hydrate──▶ hydrating ──goLive──▶ live
 *     │  ▲                 │  ▲                   │
 *     │  └───pageShown─────┼──┼───────────────────┤   (a hydration given up starts over)
 *     └──showPage──▶ showing ◀─showPage─┘─────────┘
 *                      └──pageShown──▶ reading (when the takeover was reading)
 *
 * - static: the prerendered page, with the boot only; the visitor has not acted.
 * - reading: the visitor acted; the app's code is being read (src/boot/boot.ts).
 * - hydrating: React is hydrating the page (src/main.tsx); a link tapped now gives it up.
 * - live: the app owns the page and its router moves between pages (takeover-signal.tsx).
 * - showing: another page's HTML is being put in place without the app
 *   (src/boot/static-navigation.ts), until the frame that shows it.
 */
export type Phase = "static" | "reading" | "hydrating" | "live" | "showing";

export type Transition = "takeOver" | "hydrate" | "goLive" | "showPage" | "pageShown";

export type LifecycleState = {
  readonly phase: Phase;
  /** While showing: the phase the page was in when the visitor left it. */
  readonly left?: Phase;
  /** Pages shown without the app so far. */
  readonly shown: number;
};

/** Where each transition may start. */
const allowed: Record<Transition, readonly Phase[]> = {
  takeOver: ["static"],
  hydrate: ["reading"],
  goLive: ["hydrating"],
  showPage: ["static", "reading", "hydrating", "showing"],
  pageShown: ["showing"],
};

function next(state: LifecycleState, transition: Transition): LifecycleState {
  switch (transition) {
    case "takeOver":
      return { ...state, phase: "reading" };
    case "hydrate":
      return { ...state, phase: "hydrating" };
    case "goLive":
      return { ...state, phase: "live" };
    case "showPage":
      // Another link or Back while a page is being shown: the later visit wins.
      return {
        phase: "showing",
        left: state.phase === "showing" ? state.left : state.phase,
        shown: state.shown + 1,
      };
    case "pageShown":
      // A takeover that was reading the app's code goes on with the page shown; a hydration
      // given up starts over on the next sign of intent.
      return { phase: state.left === "reading" ? "reading" : "static", shown: state.shown };
  }
}

type Listener = (state: LifecycleState, transition: Transition, before: LifecycleState) => void;

export type Lifecycle = {
  phase: () => Phase;
  state: () => LifecycleState;
  /** Makes a transition; false (and nothing changes) where the phase does not allow it. */
  go: (transition: Transition) => boolean;
  /** Calls `listener` after every transition, until the returned function is called. */
  onTransition: (listener: Listener) => () => void;
  /** Resolves once the phase is one of `phases` (at once if it is). */
  until: (...phases: Phase[]) => Promise<void>;
};

/** A lifecycle of its own, for tests; the site has one, `lifecycle` below. */
export function createLifecycle(
  root: HTMLElement | undefined = globalThis.document?.documentElement,
): Lifecycle {
  let state: LifecycleState = { phase: "static", shown: 0 };
  // Each transition is logged in `vite dev`, not in the tests or the build.
  const log = import.meta.env?.DEV && import.meta.env.MODE !== "test" ? console.debug : () => {};
  const listeners = new Set<Listener>();
  if (root) root.dataset.app = state.phase;

  const onTransition = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    phase: () => state.phase,
    state: () => state,
    go(transition) {
      const before = state;
      if (!allowed[transition].includes(before.phase)) {
        log(`[lifecycle] ${transition} ignored in ${before.phase}`);
        return false;
      }
      state = next(before, transition);
      if (root) root.dataset.app = state.phase;
      log(`[lifecycle] ${transition}: ${before.phase} → ${state.phase}`);
      for (const listener of [...listeners]) listener(state, transition, before);
      return true;
    },
    onTransition,
    until: (...phases) =>
      new Promise((resolve) => {
        if (phases.includes(state.phase)) return resolve();
        const stop = onTransition(({ phase }) => {
          if (!phases.includes(phase)) return;
          stop();
          resolve();
        });
      }),
  };
}

/** The page's lifecycle. */
export const lifecycle = createLifecycle();
