import { expect, test } from "@playwright/test";

const coreServices = [
  {
    id: "ai-automation",
    pricing: "From $15k",
    delivery: "6-12 weeks",
    href: "/services/automation",
  },
  {
    id: "performance-marketing",
    pricing: "From $5k",
    delivery: "2-4 weeks",
    href: "/services/performance-marketing",
  },
  {
    id: "low-code-automation",
    pricing: "From $3k",
    delivery: "1-3 weeks",
    href: "/services/automation",
  },
  {
    id: "app-development",
    pricing: "From $20k",
    delivery: "8-16 weeks",
    href: "/services/app-development",
  },
  {
    id: "web-development",
    pricing: "From $10k",
    delivery: "4-10 weeks",
    href: "/services/web-development",
  },
];

const detailPaths = [
  "/services/automation",
  "/services/performance-marketing",
  "/services/app-development",
  "/services/web-development",
];

test.describe("services overview", () => {
  test("renders its main heading and the two engagement models", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const models = page.locator("#engagement-models");
    await expect(
      models.getByRole("heading", { level: 3, name: "Staff Augmentation" }),
    ).toBeVisible();
    await expect(
      models.getByRole("heading", { level: 3, name: "Project-Based Delivery" }),
    ).toBeVisible();
  });

  test("shows the five core services with their price, delivery time and 'Learn More' target", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveCount(5);
    for (const service of coreServices) {
      const card = page.locator(`#${service.id}`);
      await expect(card).toContainText(service.pricing);
      await expect(card).toContainText(service.delivery);
      await expect(card.getByRole("link", { name: "Learn More" })).toHaveAttribute(
        "href",
        service.href,
      );
    }
  });

  test("a service card can be linked to by its id", async ({ page }) => {
    await page.goto("/services#low-code-automation");
    await expect(page.locator("#low-code-automation")).toBeInViewport();
  });
});

test.describe("service detail pages", () => {
  for (const path of detailPaths) {
    test(`${path} renders its heading, a four-step process and calls to action to /contact, /case-studies and /services`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#process ol > li")).toHaveCount(4);
      const main = page.getByRole("main");
      for (const href of ["/contact", "/case-studies", "/services"]) {
        await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
      }
    });
  }

  test("the automation page prices both low-code and AI automation", async ({ page }) => {
    await page.goto("/services/automation");
    const pricing = page.locator("#pricing");
    await expect(pricing).toContainText("From $3k");
    await expect(pricing).toContainText("1-3 weeks");
    await expect(pricing).toContainText("From $15k");
    await expect(pricing).toContainText("6-12 weeks");
  });

  test("an unknown service shows the 404 page", async ({ page }) => {
    const response = await page.goto("/services/ai-automation");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});
