import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { holdEarlyActions } from "./lib/early-actions";
import { endStaticNavigation, hydrating, whenPageLeft } from "./lib/static-navigation";
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

let root: Root | undefined;

/**
 * Loads this page's code first (already fetched by the module preloads the prerender lists),
 * so hydration finds it ready and keeps the prerendered markup. The boot may still show another
 * page meanwhile (a link tapped as the code is read: src/lib/static-navigation.ts); once it
 * shows no more, the page in place is the one to hydrate.
 */
async function pageInPlace() {
  for (;;) {
    const pathname = window.location.pathname;
    await preloadRoute(pathname).catch(() => {});
    await endStaticNavigation();
    if (window.location.pathname === pathname) return;
  }
}

/** The takeover (src/boot.ts calls it on the visitor's first sign of intent, once per page). */
export async function takeOverPage(): Promise<void> {
  await pageInPlace();
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  if (!container.firstElementChild) {
    createRoot(container).render(app); // `vite dev` serves no prerendered markup
    return;
  }
  keepStaticSections();
  document.documentElement.dataset.app = "hydrating"; // read by the tests
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking it in one long task.
  startTransition(() => {
    root = hydrateRoot(container, app, { onRecoverableError: reportUnlessLeaving });
  });
}

/** Whether the app is hydrating the page, which a link's tap may still leave (src/boot.ts). */
export function hydratingPage(): boolean {
  return root !== undefined && hydrating();
}

let leaving: Root | undefined;

/**
 * Another page was put in place of this one in a new container (a link tapped while React
 * hydrated: src/lib/static-navigation.ts). The root is unmounted in its old container, out of
 * the document; if it went live meanwhile, early actions are held again until the next takeover.
 */
whenPageLeft(() => {
  if (!root) return;
  leaving = root;
  root = undefined;
  leaving.unmount();
  leaving = undefined;
  delete document.documentElement.dataset.app;
  holdEarlyActions();
});

/** React's note that the unmount above switched an unhydrated root to client rendering is expected. */
function reportUnlessLeaving(error: unknown) {
  if (!leaving) reportError(error);
}
