import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, readRoutes, watchConsole } from "./support";

const routes = readRoutes();

test("the route table yields every page of the specification", () => {
  expect(routes.length).toBeGreaterThanOrEqual(50);
});

for (const { path, title } of routes) {
  test.describe(`page ${path}`, () => {
    test("its prerendered HTML already holds its heading and title", async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);
      expect(html).toContain('<link rel="canonical"');
    });

    test("renders its heading with no console errors or axe violations, and its links lead to real pages", async ({
      page,
      request,
    }) => {
      const errors = watchConsole(page);
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(title);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);

      const hrefs = await page.locator("a[href^='/']").evaluateAll((links) =>
        [...new Set(links.map((link) => link.getAttribute("href") ?? ""))].filter(Boolean),
      );
      for (const href of hrefs) {
        const [target, hash] = href.split("#");
        const response = await request.get(target || path);
        expect(response.status(), `${href} linked from ${path}`).toBe(200);
        if (hash) expect(await response.text(), `#${hash} on ${target}`).toContain(`id="${hash}"`);
      }
      expect(errors).toEqual([]);
    });
  });
}
