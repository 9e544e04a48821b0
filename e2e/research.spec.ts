import { expect, test, type Page } from "@playwright/test";
import {
  expectAccessibleInBothThemes,
  expectNoSidewaysScrolling,
  waitForHydration,
  waitForReact,
  watchConsole,
  watchScripts,
} from "./support";
import { expectDocumentPdf, expectEachCardOpensItsDocument } from "./document-pdf";
import { researchStudies } from "../src/content/resources/research/research";
import { filterItems, listingFields } from "../src/lib/listing";

/** The studies the listing should show, by its own matching rule (tested in tests/lib). */
const studiesFound = (query: string, category?: string, type?: string) =>
  filterItems(researchStudies, { query, facets: { category, type } as never }, listingFields).map(
    (study) => study.title,
  );

const LISTING = "/resources/research";
const REPORT = "/resources/research/enterprise-ai-adoption-trends";

const library = (page: Page) => page.locator("#research-library");
const cardTitles = (page: Page) =>
  library(page).getByRole("listitem").getByRole("heading", { level: 3 });
const categoryGroup = (page: Page) => library(page).getByRole("group", { name: "Category" });
const typeGroup = (page: Page) => library(page).getByRole("group", { name: "Study type" });
const emptyState = (page: Page) =>
  page.getByRole("heading", { name: "No studies match your filters" });

// What the listing and the reports show as first served (the featured study, the category
// and type buttons, the cards and where they lead, the closing box, each report's facts, and
// that an unknown study has no page) is checked over the build in
// tests/site/library-research.test.ts.
test.describe("research listing", () => {
  test("'Advanced Filter' opens and closes the filter panel, and the buttons and search filter the studies together, with an empty state that clears", async ({
    page,
  }) => {
    await page.goto(LISTING);
    await waitForReact(page);

    await test.step("the panel", async () => {
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

    await test.step("category and type buttons", async () => {
      await categoryGroup(page).getByRole("button", { name: "Healthcare" }).click();
      await expect(categoryGroup(page).getByRole("button", { name: "Healthcare" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(cardTitles(page)).toHaveText(studiesFound("", "Healthcare"));

      await categoryGroup(page).getByRole("button", { name: "All Research" }).click();
      await page.getByRole("button", { name: "Advanced Filter" }).click();
      await typeGroup(page).getByRole("button", { name: "Benchmark Study" }).click();
      await expect(
        typeGroup(page).getByRole("button", { name: "Benchmark Study" }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(cardTitles(page)).toHaveText(studiesFound("", undefined, "Benchmark Study"));
      await expect(page.getByRole("button", { name: /Advanced Filter.*1 active/ })).toBeVisible();

      await categoryGroup(page).getByRole("button", { name: "Healthcare" }).click();
      const both = studiesFound("", "Healthcare", "Benchmark Study");
      await expect(cardTitles(page)).toHaveText(both);
      await expect(
        page.getByText(`Showing ${both.length} of ${researchStudies.length} studies`),
      ).toBeVisible();

      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(cardTitles(page)).toHaveCount(researchStudies.length);
      await expect(
        categoryGroup(page).getByRole("button", { name: "All Research" }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(typeGroup(page).getByRole("button", { name: "All Types" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });

    await test.step("search, together with the buttons", async () => {
      const search = page.getByRole("searchbox", { name: "Search research" });
      await search.fill("credit unions");
      await expect(cardTitles(page)).toHaveText(studiesFound("credit unions"));

      await categoryGroup(page).getByRole("button", { name: "Automation" }).click();
      await expect(cardTitles(page)).toHaveText(studiesFound("credit unions", "Automation"));

      await search.fill("");
      await expect(cardTitles(page)).toHaveText(studiesFound("", "Automation"));
      await search.fill("no study talks about this");
      await expect(emptyState(page)).toBeVisible();
      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(search).toHaveValue("");
      await expect(cardTitles(page)).toHaveCount(researchStudies.length);
    });
  });

  test("clicking 'Access Research' on a card opens that study's report, and the featured study's title opens its own", async ({
    page,
  }) => {
    await page.goto(LISTING);
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

    await page.goBack();
    await page
      .locator("#featured-study")
      .getByRole("link", { name: "Global AI Automation Benchmark 2024" })
      .click();
    await expect(page).toHaveURL("/resources/research/global-ai-automation-benchmark-2024");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Global AI Automation Benchmark 2024",
    );
  });

  // The enterprise AI adoption report's own 'Download Report' is among them.
  test("each study opens its own report page, whose download is a PDF with that study's title on its first page", async ({
    page,
  }) => {
    test.slow(); // a page and a PDF per study
    await page.goto(LISTING);
    await waitForReact(page);
    await expectEachCardOpensItsDocument(page, library(page), {
      count: researchStudies.length,
      downloadLabel: "Download Report",
      fileName: (title) => `${title.replace(/\s+/g, "_")}.pdf`,
    });
  });

  test("'Download Research' loads the PDF code only on click and downloads the featured study", async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto(LISTING);
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
});

// Every report page in both themes at both widths is in the route loop (routes.spec.ts); these
// are the states a visitor reaches by filtering.
test("the research library has no axe violations in either theme with the filter panel open, filtered and empty", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto(LISTING);
  await waitForReact(page);
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
