import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  dishonestLinks,
  expectNoAxeViolations,
  horizontalOverflow,
  readRoutes,
  waitForReact,
  watchConsole,
} from "./support";

/** Every page of the route table, as the build prerendered it. */
const routes = readRoutes();

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * What each internal address answered, kept for this worker: the build is static, and most
 * pages link the same shell and footer targets, so each is requested once, not once per page.
 */
const answers = new Map<string, { status: number; html: string }>();
async function fetchPage(request: APIRequestContext, target: string) {
  const known = answers.get(target);
  if (known) return known;
  const response = await request.get(target);
  const answer = { status: response.status(), html: await response.text() };
  answers.set(target, answer);
  return answer;
}

/** The schema.org types in a page's JSON-LD blocks. */
function structuredDataTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]) as { "@type": string })["@type"],
  );
}

test("the route table yields every page of the specification", () => {
  expect(routes.length).toBeGreaterThanOrEqual(55);
});

for (const { path, title } of routes) {
  test.describe(`page ${path}`, () => {
    test("its prerendered HTML already holds its heading, title, description, canonical and structured data", async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(title)}</title>`);
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\.png"/);
      const types = structuredDataTypes(html);
      if (path.split("/").filter(Boolean).length >= 2) expect(types).toContain("BreadcrumbList");
      if (path.startsWith("/resources/blog/")) expect(types).toContain("BlogPosting");
      if (path === "/") expect(types).toContain("FAQPage");
    });

    test("renders its heading with no console errors, is accessible at desktop and phone widths in both themes, and its links lead to real pages and are honest about leaving the site", async ({
      page,
      request,
    }) => {
      // Four axe runs (two in full, two of the colour rules) and a request per link.
      test.setTimeout(60_000);
      const errors = watchConsole(page);
      const response = await page.goto(path);
      const rawHtml = (await response?.text()) ?? "";
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      // The heading visitors see is the one crawlers already got, before any JavaScript ran.
      const heading = ((await page.locator("h1").textContent()) ?? "").trim();
      expect(rawHtml).toContain(escapeHtml(heading).replace(/'/g, "&#x27;"));
      await expect(page).toHaveTitle(title);
      await waitForReact(page);

      // Desktop: the light theme in full; the default theme follows the system, so switching
      // the system to dark changes only colours, and the colour rules run again.
      await expectNoAxeViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page, { coloursOnly: true });

      const hrefs = await page
        .locator("a[href^='/']")
        .evaluateAll((links) =>
          [...new Set(links.map((link) => link.getAttribute("href") ?? ""))].filter(Boolean),
        );
      for (const href of hrefs) {
        const [target, hash] = href.split("#");
        const linked = await fetchPage(request, target || path);
        expect(linked.status, `${href} linked from ${path}`).toBe(200);
        if (hash) expect(linked.html, `#${hash} on ${target}`).toContain(`id="${hash}"`);
      }
      // An external-link icon only on links that leave the site, and those open a new tab and say so.
      expect(await dishonestLinks(page)).toEqual({
        internalWithExternalIcon: [],
        externalWithoutHint: [],
      });

      // A phone: the layout changes (menus, stacking, target sizes), so the dark theme in
      // full, nothing wider than the screen, then the light theme's colours.
      await page.setViewportSize({ width: 375, height: 740 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.emulateMedia({ colorScheme: "light" });
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page, { coloursOnly: true });
      expect(errors).toEqual([]);
    });
  });
}
