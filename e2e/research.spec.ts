import { expect, test, type Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  expectPdfDownload,
  horizontalOverflow,
  waitForHydration,
  watchConsole,
  watchScripts,
} from "./support";

const LISTING = "/resources/research";
const REPORT = "/resources/research/enterprise-ai-adoption-trends";

/** Axe at the top of the page (scrolled, the shared translucent header sits over whatever passes beneath it). */
async function expectNoAxeViolationsAtTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

const library = (page: Page) => page.locator("#research-library");
const cardTitles = (page: Page) =>
  library(page).getByRole("listitem").getByRole("heading", { level: 3 });
const categoryGroup = (page: Page) => library(page).getByRole("group", { name: "Category" });
const typeGroup = (page: Page) => library(page).getByRole("group", { name: "Study type" });
const emptyState = (page: Page) =>
  page.getByRole("heading", { name: "No studies match your filters" });

test.describe("research listing", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(LISTING);
    await waitForHydration(page);
  });

  test("shows the featured study with its methodology, sample size and key findings, and six studies", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const featured = page.locator("#featured-study");
    await expect(featured.getByText("1,547 enterprises", { exact: true })).toBeVisible();
    await expect(featured.getByRole("heading", { name: "Methodology" })).toBeVisible();
    await expect(featured.getByRole("heading", { name: "Key findings" })).toBeVisible();
    await expect(featured.getByRole("listitem")).toHaveCount(5);
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(page.getByText("Showing 6 of 6 studies")).toBeVisible();
  });

  test("shows the category and type buttons with the first of each selected", async ({ page }) => {
    const categories = categoryGroup(page).getByRole("button");
    await expect(categories).toHaveText([
      "All Research",
      "Market Research",
      "Automation",
      "Healthcare",
      "Financial Services",
      "Manufacturing",
      "Ethics & Governance",
      "Small Business",
    ]);
    await expect(categories.first()).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Advanced Filter" }).click();
    const types = typeGroup(page).getByRole("button");
    await expect(types).toHaveText([
      "All Types",
      "Market Analysis",
      "Benchmark Study",
      "Industry Analysis",
      "Sector Research",
      "Impact Study",
      "Governance Study",
    ]);
    await expect(types.first()).toHaveAttribute("aria-pressed", "true");
  });

  test("'Advanced Filter' opens and closes the filter panel", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Advanced Filter" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = await toggle.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Benchmark Study" })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("category and type buttons filter the studies together and show an empty state", async ({
    page,
  }) => {
    await categoryGroup(page).getByRole("button", { name: "Healthcare" }).click();
    await expect(categoryGroup(page).getByRole("button", { name: "Healthcare" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cardTitles(page)).toHaveText(["AI in Healthcare Operations 2024"]);

    await categoryGroup(page).getByRole("button", { name: "All Research" }).click();
    await page.getByRole("button", { name: "Advanced Filter" }).click();
    await typeGroup(page).getByRole("button", { name: "Benchmark Study" }).click();
    await expect(typeGroup(page).getByRole("button", { name: "Benchmark Study" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cardTitles(page)).toHaveText(["Automation ROI Benchmark 2024"]);
    await expect(page.getByRole("button", { name: /Advanced Filter.*1 active/ })).toBeVisible();

    await categoryGroup(page).getByRole("button", { name: "Healthcare" }).click();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(emptyState(page)).toBeVisible();
    await expect(page.getByText("Showing 0 of 6 studies")).toBeVisible();

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(categoryGroup(page).getByRole("button", { name: "All Research" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(typeGroup(page).getByRole("button", { name: "All Types" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("search filters the studies as you type, together with the buttons", async ({ page }) => {
    const search = page.getByRole("searchbox", { name: "Search research" });
    await expect(search).toHaveAttribute("placeholder", "Search research...");
    await search.fill("credit unions");
    await expect(cardTitles(page)).toHaveText(["AI in Banking and Insurance 2024"]);

    await categoryGroup(page).getByRole("button", { name: "Automation" }).click();
    await expect(emptyState(page)).toBeVisible();

    await search.fill("");
    await expect(cardTitles(page)).toHaveText(["Automation ROI Benchmark 2024"]);
    await search.fill("no study talks about this");
    await expect(emptyState(page)).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(search).toHaveValue("");
    await expect(cardTitles(page)).toHaveCount(6);
  });

  test("'Access Research' opens the report page for the adoption trends study", async ({
    page,
  }) => {
    const link = library(page).getByRole("link", {
      name: /^Access Research.*Enterprise AI Adoption Trends 2024/,
    });
    await expect(link).toHaveAttribute("href", REPORT);
    await link.click();
    await expect(page).toHaveURL(REPORT);
    await expect(
      page.getByRole("heading", { level: 1, name: "Enterprise AI Adoption Trends 2024" }),
    ).toBeVisible();
  });

  test("'Access Research' on a study marked as a PDF downloads that study", async ({ page }) => {
    const card = library(page)
      .getByRole("listitem")
      .filter({ hasText: "Automation ROI Benchmark 2024" });
    await expect(card.getByText("Downloads a PDF")).toBeVisible();
    await expectPdfDownload(
      page,
      card.getByRole("button", { name: /^Access Research/ }),
      "Automation_ROI_Benchmark_2024.pdf",
      "Automation ROI Benchmark 2024",
    );
  });

  test("'Download Research' loads the PDF code only on click and downloads the featured study", async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.reload();
    await waitForHydration(page);
    expect(await scripts.loadedPdfLib()).toBe(false);
    await expectPdfDownload(
      page,
      page.getByRole("button", { name: /^Download Research/ }),
      "Global_AI_Automation_Benchmark_2024.pdf",
      "Global AI Automation Benchmark 2024",
    );
    expect(await scripts.loadedPdfLib()).toBe(true);
  });

  test("'Custom Research Services' links to /contact and /resources", async ({ page }) => {
    const box = page.locator("#custom-research-services");
    await expect(box.getByRole("heading", { name: "Custom Research Services" })).toBeVisible();
    const hrefs = await box
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/contact", "/resources"]);
  });
});

test.describe("research report page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(REPORT);
    await waitForHydration(page);
  });

  test("shows the back link, 85 pages, methodology, findings and the custom research link", async ({
    page,
  }) => {
    await expect(page.getByRole("link", { name: "Back to Research" })).toHaveAttribute(
      "href",
      LISTING,
    );
    await expect(page.getByText("85 pages", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Methodology" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Key findings" })).toBeVisible();
    await expect(page.locator("#findings").getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Request Custom Research" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("Download saves the report as a PDF named after its title", async ({ page }) => {
    await expectPdfDownload(
      page,
      page.getByRole("button", { name: "Download Report" }),
      "Enterprise_AI_Adoption_Trends_2024.pdf",
      "Enterprise AI Adoption Trends 2024",
    );
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the research pages have no axe violations in the ${colorScheme} theme, with the filter panel open`, async ({
    page,
  }) => {
    test.slow();
    const errors = watchConsole(page);
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.goto(LISTING);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      colorScheme === "dark",
    );
    await expectNoAxeViolationsAtTop(page);
    await page.getByRole("button", { name: "Advanced Filter" }).click();
    await typeGroup(page).getByRole("button", { name: "Impact Study" }).click();
    await expectNoAxeViolationsAtTop(page);
    await categoryGroup(page).getByRole("button", { name: "Manufacturing" }).click();
    await expect(emptyState(page)).toBeVisible();
    await expectNoAxeViolationsAtTop(page);

    await page.goto(REPORT);
    await waitForHydration(page);
    await expectNoAxeViolationsAtTop(page);
    expect(errors).toEqual([]);
  });
}

test("the research pages have no horizontal scrolling from 320 to 1920 pixels", async ({
  page,
}) => {
  for (const width of [320, 375, 768, 1024, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [LISTING, REPORT]) {
      await page.goto(path);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
