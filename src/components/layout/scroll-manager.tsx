import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType, type Location } from "react-router-dom";
import { tookOverPrerenderedPage } from "@/lib/static-sections";

/**
 * Where the visitor was on a page: the section at the top of the window and how far
 * into it, plus the plain offset as a fallback. Anchored to a section, a position
 * survives the sections above it changing height, as they do when a page laid out
 * lazily (content-visibility in styles.css) comes back laid out in full.
 */
type ScrollPosition = { y: number; sectionId?: string; offset?: number };

/** Scroll positions by history entry, so Back returns to where the visitor was. */
const positions = new Map<string, ScrollPosition>();

/**
 * The history entry a location stands for. The router keys the entries it makes; the first
 * page and the browser's own jumps to an anchor on it (before or during the takeover) all have
 * the key "default", so those are told apart by their address: a jump is not a return.
 */
function entryOf(
  key: string,
  { pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">,
) {
  return key === "default" ? `${key} ${pathname}${search}${hash}` : key;
}

function readPosition(): ScrollPosition {
  let anchor: { id: string; top: number } | undefined;
  for (const section of document.querySelectorAll<HTMLElement>("main > section[id]")) {
    const top = section.getBoundingClientRect().top;
    if (top > 0) break;
    anchor = { id: section.id, top };
  }
  return anchor
    ? { y: window.scrollY, sectionId: anchor.id, offset: -anchor.top }
    : { y: window.scrollY };
}

function restorePosition({ y, sectionId, offset = 0 }: ScrollPosition) {
  const section = sectionId ? document.getElementById(sectionId) : null;
  window.scrollTo(0, section ? section.getBoundingClientRect().top + window.scrollY + offset : y);
}

/**
 * New pages open at the top (or at their #hash target); Back and Forward
 * restore the position the visitor left; a change of the query string alone
 * (a filter kept in the URL) is not a new page and keeps the position. The
 * declarative router has no built-in restoration, hence this small component.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(location.pathname);
  // The history entry scroll events belong to. Switched in the layout effect, before this
  // component scrolls the new page, so that scroll is never booked to the page just left.
  const currentKey = useRef(entryOf(location.key, location));
  const firstKey = useRef(location.key);
  // A prerendered first page was placed by the browser (at its #hash target, or where a
  // reload left it), and the visitor may have scrolled since: the takeover must not move it.
  const placedByBrowser = useRef(tookOverPrerenderedPage());

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    // The browser's jumps to an anchor are booked by the address they show: one made while
    // React hydrates reaches the router only once the page is live (src/boot/boot.ts).
    const entry = () =>
      currentKey.current.startsWith("default ")
        ? entryOf("default", window.location)
        : currentKey.current;
    const remember = () => positions.set(entry(), readPosition());
    window.addEventListener("scroll", remember, { passive: true });
    // Again as a link is clicked, before the page changes: by then sections that scrolled
    // into view have been laid out, which the last scroll event may have come before.
    document.addEventListener("click", remember, { capture: true });
    return () => {
      window.removeEventListener("scroll", remember);
      document.removeEventListener("click", remember, { capture: true });
    };
  }, []);

  useLayoutEffect(() => {
    // Only the prerendered first page lays out its lower sections lazily (styles.css);
    // pages the app renders are laid out in full.
    if (location.key !== firstKey.current) document.documentElement.dataset.navigated = "";
    currentKey.current = entryOf(location.key, location);
    const samePage = previousPathname.current === location.pathname;
    previousPathname.current = location.pathname;
    if (placedByBrowser.current) {
      placedByBrowser.current = false;
      return;
    }
    const saved = positions.get(currentKey.current);
    if (navigationType === "POP" && saved !== undefined) {
      restorePosition(saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== "POP" && !samePage) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
