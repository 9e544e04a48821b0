import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { App } from "@/app";
import { listRoutePaths, matchRoute, preloadRoute } from "@/routes";

/**
 * On the first page of a visit, a section without `interactive`, and a StaticPart inside
 * anything, is kept as its prerendered HTML and none of its components run
 * (src/lib/static-sections.ts). A handler inside one would never fire there, so every page is
 * rendered as the app renders it and every event handler React attached is looked for inside
 * static sections and parts. Links may carry a click handler: the app follows links in static
 * HTML itself.
 */
function handlersInStaticSections(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const section of container.querySelectorAll<HTMLElement>(
    "[data-static], [data-static-part]",
  )) {
    for (const element of [section, ...section.querySelectorAll("*")]) {
      const propsKey = Object.keys(element).find((key) => key.startsWith("__reactProps$"));
      if (!propsKey) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[propsKey];
      const handlers = Object.keys(props).filter(
        (name) =>
          /^on[A-Z]/.test(name) &&
          typeof props[name] === "function" &&
          !(element.tagName === "A" && name === "onClick"),
      );
      if (handlers.length > 0) {
        const label =
          element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40);
        found.push(
          `${section.id ? `#${section.id}` : `part in ${section.parentElement?.className}`}: <${element.tagName.toLowerCase()}> "${label}" ${handlers.join(", ")}`,
        );
      }
    }
  }
  return found;
}

describe("static sections and parts", () => {
  it("hold nothing a visitor uses but links, on the first page of every route family", async () => {
    // The pages of one family (`/resources/blog/:slug`) are drawn by the same sections.
    const families = new Map<string, string>();
    for (const path of await listRoutePaths()) {
      const family = matchRoute(path)?.route.path ?? path;
      if (!families.has(family)) families.set(family, path);
    }
    const paths = [...families.values()];
    const problems: Record<string, string[]> = {};
    let sections = 0;
    let parts = 0;
    for (const path of paths) {
      await preloadRoute(path);
      const container = document.createElement("div");
      document.body.append(container);
      const root = createRoot(container);
      await act(async () =>
        root.render(
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>,
        ),
      );
      sections += container.querySelectorAll("[data-static]").length;
      parts += container.querySelectorAll("[data-static-part]").length;
      const found = handlersInStaticSections(container);
      if (found.length > 0) problems[path] = found;
      act(() => root.unmount());
      container.remove();
    }
    expect(problems).toEqual({});
    // The check looked at something: most sections of most pages are static.
    expect(sections).toBeGreaterThan(paths.length * 2);
    // And static parts: the footer's four on every page, and a listing's cards.
    expect(parts).toBeGreaterThan(paths.length * 4);
  }, 300_000);
});
