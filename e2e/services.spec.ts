import { expect, test } from "./shared-tab";

// What the services overview and the service detail pages show as first served (the engagement
// models, each core service's price, delivery time and link, each detail page's process and
// calls to action, the ids without a page of their own) is checked on the prerendered HTML in
// tests/site/marketing-services.test.ts.

test("a service card on /services can be linked to by its id", async ({ page }) => {
  await page.goto("/services#low-code-automation");
  await expect(page.locator("#low-code-automation")).toBeInViewport();
});
