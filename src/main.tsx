import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { endStaticNavigation } from "./lib/static-navigation";
import { readAheadOnIntent } from "./lib/read-ahead";
import { keepStaticSections } from "./lib/static-sections";
import { preloadRoute } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

readAheadOnIntent(preloadRoute);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

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

void pageInPlace().finally(() => {
  if (!container.firstElementChild) {
    createRoot(container).render(app); // `vite dev` serves no prerendered markup
    return;
  }
  keepStaticSections();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking it in one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
});
