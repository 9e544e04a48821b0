import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { lifecycle } from "./boot/lifecycle";
import { readAheadOnIntent } from "./lib/read-ahead";
import { keepStaticSections } from "./lib/static-sections";
import { preloadRoute } from "./routes";

readAheadOnIntent(preloadRoute);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/**
 * The takeover: src/boot/boot.ts imports this module on the visitor's first sign of intent and
 * calls this once per page it takes over (again after a hydration given up for another page).
 * The lifecycle goes from reading to hydrating here, and to live when the page's content has
 * hydrated (src/components/layout/takeover-signal.tsx).
 */
export async function takeOverPage(): Promise<void> {
  // The boot may be showing another page (a link tapped as this code was read): the one in
  // place when it is done is the page to hydrate.
  await lifecycle.until("reading");
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  // The page's code: read ahead by the boot, so this is usually at once. Hydration does not
  // wait for it: the page's content waits in its Suspense boundary, as the server drew it.
  void preloadRoute(window.location.pathname).catch(() => {});
  lifecycle.go("hydrate");
  if (!container.firstElementChild) {
    createRoot(container).render(app); // `vite dev` serves no prerendered markup
    return;
  }
  keepStaticSections();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking it in one long task. React's note that the unmount below switched an unhydrated
  // root to client rendering is expected, out of the document.
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, {
      onRecoverableError: (error) => container.isConnected && reportError(error),
    });
  });
  // A link tapped while React hydrates: once its page is in place in a new container, the
  // root lets go of the old one, hydrated by then or not.
  const stop = lifecycle.onTransition((state, transition, before) => {
    if (state.phase === "live") return stop();
    if (transition !== "pageShown" || before.left !== "hydrating") return;
    stop();
    root?.unmount();
  });
}
