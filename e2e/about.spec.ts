import { expect, test } from "./shared-tab";
import { waitForHydration } from "./support";

// What the About and Case Studies pages show as first served (stats, mission, vision, values,
// leaders, timeline, the stories' parts, every link's target) is checked on the prerendered
// HTML in tests/site/marketing-about.test.ts.

test("the footer's Careers link scrolls to the careers section of /about, and so does opening /about#careers directly", async ({
  page,
}) => {
  await test.step("the footer's Careers link", async () => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/about#careers$/);
    await expect(
      page.locator("#careers").getByRole("heading", { level: 2, name: "Join Our Team" }),
    ).toBeInViewport();
  });

  await test.step("/about#careers opened directly", async () => {
    await page.goto("/about#careers");
    await waitForHydration(page);
    await expect(page.locator("#careers").getByRole("heading", { level: 2 })).toBeInViewport();
  });
});

test("a case study address opened directly shows its story, and 'Start Your Project' goes to /contact", async ({
  page,
}) => {
  await page.goto("/case-studies#fintech");
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { name: "Real-Time Fraud Detection for a Digital Lender" }),
  ).toBeInViewport();

  await page.getByRole("link", { name: "Start Your Project" }).last().click();
  await expect(page).toHaveURL(/\/contact$/);
});
