import { act, render } from "@testing-library/react";
import { BrowserRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollManager } from "@/components/layout/scroll-manager";

// The app took over the prerendered page the browser placed (src/main.tsx).
vi.mock("@/lib/static-sections", () => ({ tookOverPrerenderedPage: () => true }));

let scrollY = 0;
/** Where each section starts on the page (jsdom lays nothing out). */
const sectionTops: Record<string, number> = { hero: 0, consultation: 1677 };
const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

/** The browser's own history steps, which the router hears of as Back or Forward (popstate). */
function browserGoesTo(address: string) {
  act(() => {
    window.history.pushState(null, "", address);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  });
}

/** The visitor's click `y` px down /contact, with the app there (rendered the first time). */
function clickAt(y: number, { rendered = false } = {}) {
  if (!rendered)
    render(
      <BrowserRouter>
        <ScrollManager />
      </BrowserRouter>,
    );
  scrollY = y;
  act(() => document.body.click());
}

beforeEach(() => {
  window.history.replaceState(null, "", "/contact");
  document.body.innerHTML = `<main><section id="hero"></section><section id="consultation"></section></main>`;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    return { top: (sectionTops[this.id] ?? 0) - scrollY } as DOMRect;
  });
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockReset();
  scrollIntoView.mockReset();
});

describe("ScrollManager", () => {
  it("leaves an anchor jump the browser made during the takeover at its target, not where the visitor clicked", () => {
    // The visitor clicks "Book a Free Consultation" 111 px down the page...
    clickAt(111);
    // ...and Firefox tells the router of the jump as a popstate, with no state: the router's
    // key is "default" for it as for the first page.
    browserGoesTo("/contact#consultation");

    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("consultation"));
  });

  it("leaves the page where the visitor scrolled when the router hears of an anchor jump only once live", () => {
    // The jump is made while React hydrates: the boot holds its popstate (src/boot/boot.ts)...
    clickAt(111);
    window.history.pushState(null, "", "/contact#consultation");
    scrollY = 1677;
    window.dispatchEvent(new Event("scroll"));
    // ...and the visitor reads on before the page is live.
    scrollY = 2000;
    window.dispatchEvent(new Event("scroll"));

    act(() => window.dispatchEvent(new PopStateEvent("popstate", { state: null })));

    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 2000);
  });

  it("returns to where the visitor was on the page when Back leaves the anchor", () => {
    clickAt(111);
    browserGoesTo("/contact#consultation");
    clickAt(1597, { rendered: true });
    scrollTo.mockReset();

    browserGoesTo("/contact");

    expect(scrollTo).toHaveBeenCalledWith(0, 111);
  });
});
