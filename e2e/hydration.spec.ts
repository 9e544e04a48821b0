import { expect, test } from "@playwright/test";

/**
 * React hydrates the prerendered page instead of drawing it again: every section's markup that
 * the HTML brought is still the markup on screen once the app has taken over. A section React
 * redraws costs a long task on a phone, and the listing pages (a re-render after hydration)
 * and dark-mode visitors (a theme context that changed) once had every section redrawn.
 */
const pages = [
  "/",
  "/contact",
  "/resources/blog",
  "/resources/white-papers",
  "/resources/research",
  "/resources/insights",
];

type Prerendered = { prerendered: { element: Element; section: string }[] };

for (const colorScheme of ["light", "dark"] as const) {
  for (const path of pages) {
    test(`${path} in the ${colorScheme} theme keeps its prerendered sections through hydration`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      // The sections' contents as the HTML parser built them, before any script ran.
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as Prerendered).prerendered = [
            ...document.querySelectorAll("main > section > *"),
          ].map((element) => ({ element, section: element.parentElement?.id ?? "" }));
        });
      });
      await page.goto(path);

      // Every section hydrates: at once, as it nears the viewport, or when the page is idle.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              [...document.querySelectorAll("main > section > *")].every((element) =>
                Object.keys(element).some((key) => key.startsWith("__reactFiber")),
              ),
            ),
          { timeout: 15_000 },
        )
        .toBe(true);

      const replaced = await page.evaluate(() => {
        const { prerendered } = window as unknown as Prerendered;
        return {
          sections: prerendered.length,
          replaced: prerendered
            .filter(({ element }) => !element.isConnected)
            .map(({ section }) => section),
        };
      });
      expect(replaced.sections).toBeGreaterThan(2);
      expect(replaced.replaced).toEqual([]);
    });
  }
}
