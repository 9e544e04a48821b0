import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** Scroll positions by history entry, so Back returns to where the visitor was. */
const positions = new Map<string, number>();

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
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePage = previousPathname.current === location.pathname;
    previousPathname.current = location.pathname;
    const saved = positions.get(location.key);
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
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
  }, [location.key, location.hash, location.pathname, navigationType]);

  return null;
}
