import { leadsOutOfTab } from "./in-app-link";
import { lifecycle } from "@/boot/lifecycle";

/**
 * Reads a page's code and data as soon as the visitor shows they may open it: a press on its
 * link (a tap's touch comes 100-300 ms before its click), a keyboard focus, or a mouse resting
 * on it. The click then finds the page ready instead of asking the network for it.
 *
 * Started with the app (src/main.tsx), for the pages it will move to once it has hydrated.
 */
export function readAheadOnIntent(readPage: (pathname: string) => Promise<void>) {
  const read = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || leadsOutOfTab(link)) return;
    // While React hydrates, a tapped link's page is shown from its HTML (src/boot/boot.ts): its
    // code would only compete with that page for the network and the main thread.
    if (lifecycle.phase() === "hydrating") return;
    const { pathname } = new URL(link.href);
    // A failed read is tried again, and shown, by the click that opens the page.
    if (pathname !== window.location.pathname) void readPage(pathname).catch(() => {});
  };
  // A mouse passing over a link on its way elsewhere is not intent; one resting on it is.
  let resting: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true };
  document.addEventListener("pointerdown", (event) => read(event.target), options);
  document.addEventListener("focusin", (event) => read(event.target), options);
  document.addEventListener(
    "pointerover",
    (event) => {
      clearTimeout(resting);
      if (event.pointerType === "mouse") resting = setTimeout(() => read(event.target), 80);
    },
    options,
  );
}
