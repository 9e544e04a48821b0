import { expect, test, type Page } from "@playwright/test";
import { horizontalOverflow, waitForHydration } from "./support";

/** Every page family and the drawing its hero shows. */
const families = [
  { path: "/", visual: "home" },
  { path: "/services", visual: "services" },
  { path: "/services/automation", visual: "workflow" },
  { path: "/services/performance-marketing", visual: "dashboard" },
  { path: "/services/app-development", visual: "devices" },
  { path: "/services/web-development", visual: "browser" },
  { path: "/industries", visual: "industries" },
  { path: "/industries/healthcare", visual: "healthcare" },
  { path: "/industries/financial-services", visual: "finance" },
  { path: "/industries/retail", visual: "retail" },
  { path: "/industries/manufacturing", visual: "manufacturing" },
  { path: "/industries/technology", visual: "technology" },
  { path: "/industries/government", visual: "government" },
  { path: "/about", visual: "about" },
  { path: "/case-studies", visual: "case-studies" },
  { path: "/contact", visual: "contact" },
  { path: "/resources", visual: "resources" },
];

function heroVisual(page: Page) {
  return page.locator("#hero [data-visual]");
}

test.describe("Hero visuals", () => {
  // Three pages to a test: each page is one load and a few reads, so a test per page cost
  // more in browser set-up than in checking.
  const groups = [0, 1, 2].map((group) => families.filter((_, index) => index % 3 === group));
  for (const group of groups) {
    test(`${group.map(({ path }) => path).join(", ")} show their drawings beside the heading, hidden from screen readers`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const { path, visual } of group) {
        await page.goto(path);
        const art = heroVisual(page);
        await expect(art, path).toHaveAttribute("data-visual", visual);
        await expect(art, path).toBeVisible();
        await expect(art.locator("svg").first(), path).toHaveAttribute("aria-hidden", "true");
        const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
        const drawing = await art.boundingBox();
        expect(drawing!.x, path).toBeGreaterThanOrEqual(heading!.x + heading!.width);
      }
    });
  }

  test("on a phone the drawing sits under the hero's copy and nothing scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ["/", "/services/automation", "/industries/retail", "/about"]) {
      await page.goto(path);
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      const drawing = await heroVisual(page).boundingBox();
      expect(drawing!.y, path).toBeGreaterThan(heading!.y + heading!.height);
      expect(await horizontalOverflow(page), path).toBe(0);
    }
  });

  test("pages without a drawing keep the centred hero", async ({ page }) => {
    await page.goto("/resources/blog");
    await expect(page.locator("#hero")).toHaveAttribute("data-layout", "centred");
    await expect(heroVisual(page)).toHaveCount(0);
  });
});

test.describe("Portraits, results and client wordmarks", () => {
  test("About shows an illustrated portrait for each of the four leaders, not initials", async ({
    page,
  }) => {
    await page.goto("/about");
    const cards = page
      .locator("#leadership li")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.locator("svg[aria-hidden='true']").first()).toBeVisible();
      await expect(card.getByText(/^[A-Z]{2}$/)).toHaveCount(0);
    }
  });

  test("each case study shows its headline result as a chart with a spoken summary", async ({
    page,
  }) => {
    await page.goto("/case-studies");
    const list = page.locator("#case-studies");
    await expect(list.getByRole("img", { name: /unplanned downtime fell 42%/ })).toBeVisible();
    await expect(list.getByRole("img", { name: /from 9 days .* to 3 days/ })).toBeVisible();
    await expect(list.getByRole("img", { name: /fraud detection time fell 95%/ })).toBeVisible();
  });

  test("the home page's case study cards each carry a named result chart, and a strip of eight client wordmarks sits under the hero", async ({
    page,
  }) => {
    await page.goto("/");
    const cards = page.locator("#case-studies");
    await expect(cards.getByRole("img", { name: /^Chart: / })).toHaveCount(4);
    await expect(cards.getByRole("img", { name: /cost per acquisition fell 38%/ })).toBeVisible();

    const strip = page.getByRole("region", { name: "Trusted by teams at" });
    await expect(strip.getByRole("listitem")).toHaveCount(8);
    await expect(strip.getByText("Meridian")).toBeVisible();
    const hero = await page.locator("#hero").boundingBox();
    const stripBox = await strip.boundingBox();
    expect(stripBox!.y).toBeGreaterThanOrEqual(hero!.y + hero!.height - 1);
  });
});

// axe in both themes at both widths, these drawings included, runs on every page in the route
// loop (routes.spec.ts).
test("in the dark theme the call-to-action band is a dark surface, not a bright accent block", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/case-studies");
  await waitForHydration(page);
  const band = page.locator("#get-started h2").locator("..");
  await expect(band.getByRole("heading", { level: 2 })).toBeVisible();
  const lightness = await band.evaluate((element) => {
    const [r, g, b] = getComputedStyle(element)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .map(Number);
    return (Math.max(r!, g!, b!) + Math.min(r!, g!, b!)) / 2 / 255;
  });
  expect(lightness).toBeLessThan(0.2);
});
