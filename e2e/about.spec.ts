import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

test.describe("About page", () => {
  test("shows the stats, mission, vision, values, four leaders and the 2020-2024 timeline", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    for (const value of ["500+", "150+", "5", "50+"]) {
      await expect(page.locator("#stats").getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    await expect(page.locator("#values li")).toHaveCount(6);
    await expect(page.locator("#leadership").getByRole("heading", { level: 3 })).toHaveCount(4);
    const years = await page.locator("#timeline ol > li > span").allTextContents();
    expect(years).toEqual(["2020", "2021", "2022", "2023", "2024"]);
  });

  test("links to /contact and /case-studies", async ({ page }) => {
    await page.goto("/about");
    const hero = page.locator("#hero");
    await expect(hero.getByRole("link", { name: "Work With Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(hero.getByRole("link", { name: "View Case Studies" })).toHaveAttribute(
      "href",
      "/case-studies",
    );
  });

  test("the footer's Careers link scrolls to the careers section", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/about#careers$/);
    const careers = page.locator("#careers");
    await expect(
      careers.getByRole("heading", { level: 2, name: "Join Our Team" }),
    ).toBeInViewport();
    await expect(careers.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("opening /about#careers directly lands on the careers section", async ({ page }) => {
    await page.goto("/about#careers");
    await waitForHydration(page);
    await expect(page.locator("#careers").getByRole("heading", { level: 2 })).toBeInViewport();
  });
});

test.describe("Case Studies page", () => {
  test("tells the manufacturing, healthcare and fintech stories in full", async ({ page }) => {
    await page.goto("/case-studies");
    await waitForHydration(page);
    for (const id of ["manufacturing", "healthcare", "fintech"]) {
      const study = page.locator(`#${id}`);
      for (const label of ["The Challenge", "Our Solution", "Technologies", "Results"]) {
        await expect(study.getByRole("heading", { name: label })).toBeVisible();
      }
      await expect(study.getByText("Duration")).toBeVisible();
      await expect(study.getByText("Team Size")).toBeVisible();
    }
  });

  test("'Start Your Project' goes to /contact", async ({ page }) => {
    await page.goto("/case-studies");
    await waitForHydration(page);
    const buttons = page.getByRole("link", { name: "Start Your Project" });
    await expect(buttons).toHaveCount(2);
    await buttons.last().click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
