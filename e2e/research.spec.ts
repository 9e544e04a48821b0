import { expect, test, type Page } from "@playwright/test";
import {
  expectAccessibleInBothThemes,
  expectNoSidewaysScrolling,
  waitForHydration,
  watchConsole,
  watchScripts,
} from "./support";
import { expectDocumentPdf, expectEachCardOpensItsDocument } from "./document-pdf";

const LISTING = "/resources/research";
const REPORT = "/resources/research/enterprise-ai-adoption-trends";
const OTHER_REPORT = "/resources/research/ai-in-healthcare-operations-2024";

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

  test("every card's title is its one link, to that study's own report, with 'Access Research' shown on the card", async ({
    page,
  }) => {
    const cards = library(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards).toHaveCount(6);
    const seen = new Set<string>();
    for (const card of await cards.all()) {
      const title = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
      const links = card.getByRole("link");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAccessibleName(title);
      await expect(card.getByText("Access Research", { exact: true })).toBeVisible();
      const href = (await links.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/resources\/research\/[a-z0-9-]+$/);
      seen.add(href);
    }
    expect(seen.size).toBe(6);
    expect(seen).toContain(REPORT);
  });

  test("clicking 'Access Research' on a card opens that study's report", async ({ page }) => {
    const card = library(page)
      .getByRole("listitem")
      .filter({ hasText: "Automation ROI Benchmark 2024" });
    // Where a visitor clicks: on the words, which the card's link covers.
    const access = card.getByText("Access Research", { exact: true });
    await access.scrollIntoViewIfNeeded();
    const box = await access.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page).toHaveURL("/resources/research/automation-roi-benchmark-2024");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Automation ROI Benchmark 2024",
    );
  });

  test("each study opens its own report page, whose download is a PDF with that study's title on its first page", async ({
    page,
  }) => {
    test.slow(); // six pages and six PDFs
    await expectEachCardOpensItsDocument(page, library(page), {
      count: 6,
      downloadLabel: "Download Report",
      fileName: (title) => `${title.replace(/\s+/g, "_")}.pdf`,
    });
  });

  test("the featured study's title opens its own report", async ({ page }) => {
    await page
      .locator("#featured-study")
      .getByRole("link", { name: "Global AI Automation Benchmark 2024" })
      .click();
    await expect(page).toHaveURL("/resources/research/global-ai-automation-benchmark-2024");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Global AI Automation Benchmark 2024",
    );
    await expect(page.locator("#findings").getByRole("listitem")).toHaveCount(5);
  });

  test("'Download Research' loads the PDF code only on click and downloads the featured study", async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.reload();
    await waitForHydration(page);
    expect(await scripts.loadedPdfLib()).toBe(false);
    await expectDocumentPdf(
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
    await expectDocumentPdf(
      page,
      page.getByRole("button", { name: "Download Report" }),
      "Enterprise_AI_Adoption_Trends_2024.pdf",
      "Enterprise AI Adoption Trends 2024",
    );
  });
});

// Every report page in both themes at both widths is in the route loop (routes.spec.ts); these
// are the states a visitor reaches by filtering.
test("the research library has no axe violations in either theme with the filter panel open, filtered and empty", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto(LISTING);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Advanced Filter" }).click();
  await typeGroup(page).getByRole("button", { name: "Impact Study" }).click();
  await expectAccessibleInBothThemes(page);
  await categoryGroup(page).getByRole("button", { name: "Manufacturing" }).click();
  await expect(emptyState(page)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  expect(errors).toEqual([]);
});

test("the research pages have no horizontal scrolling from 320 to 1920 pixels", async ({
  page,
}) => {
  await expectNoSidewaysScrolling(page, [LISTING, REPORT]);
});

test("another study's report has its own highlights, methodology and findings, and an unknown study is not found", async ({
  page,
}) => {
  await page.goto(OTHER_REPORT);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "AI in Healthcare Operations 2024",
  );
  await expect(page).toHaveTitle(/AI in Healthcare Operations 2024/);
  await expect(page.getByText("56 pages", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Methodology" })).toBeVisible();
  await expect(page.getByText("28 follow-up interviews", { exact: true })).toBeVisible();
  await expect(
    page
      .locator("#findings")
      .getByRole("heading", { name: "Ambient documentation gives time back" }),
  ).toBeVisible();

  await page.goto("/resources/research/no-such-study");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});
