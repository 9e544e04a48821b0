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
import { whitePapers } from "../src/content/resources/white-papers/white-papers";
import { filterItems, listingFields } from "../src/lib/listing";

/** The library's papers in one category, as the content lists them. */
const titlesIn = (category: string) =>
  whitePapers.filter((paper) => paper.category === category).map((paper) => paper.title);
/** The papers a search finds, by the listing's own matching rule (tested in tests/lib). */
const titlesFound = (query: string) =>
  filterItems(whitePapers, { query }, listingFields).map((paper) => paper.title);
/** A paper filed elsewhere than Healthcare: its full title finds nothing under that chip. */
const notHealthcare = whitePapers.find((paper) => paper.category !== "Healthcare")!.title;

const LISTING = "/resources/white-papers";
const PAPER = "/resources/whitepapers/ai-roi-guide";

const library = (page: Page) => page.locator("#white-paper-library");
const cardTitles = (page: Page) =>
  library(page).getByRole("listitem").getByRole("heading", { level: 3 });

// What the listing and the papers show as first served (the featured paper's numbers, the
// chips, the cards and where they lead, the closing box, each paper's facts and hidden
// executive summary, and that an unknown paper has no page) is checked over the build in
// tests/site/library-white-papers.test.ts.
test.describe("white papers listing", () => {
  test("category chips filter the library, highlight the active chip and show an empty state; search filters as you type, shows an empty state and can be cleared", async ({
    page,
  }) => {
    await page.goto(LISTING);
    await waitForReact(page);

    await test.step("chips", async () => {
      await page.getByRole("button", { name: "Healthcare", exact: true }).click();
      await expect(page.getByRole("button", { name: "Healthcare", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByRole("button", { name: "All Papers" })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect(cardTitles(page)).toHaveText(titlesIn("Healthcare"));

      // A chip and a search that no paper meets together.
      await page.getByRole("searchbox", { name: "Search white papers" }).fill(notHealthcare);
      await expect(cardTitles(page)).toHaveCount(0);
      await expect(
        page.getByRole("heading", { name: "No white papers match your search" }),
      ).toBeVisible();

      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(cardTitles(page)).toHaveCount(whitePapers.length);
      await expect(page.getByRole("button", { name: "All Papers" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });

    await test.step("search", async () => {
      const search = page.getByRole("searchbox", { name: "Search white papers" });
      await search.fill("fraud");
      await expect(cardTitles(page)).toHaveText(titlesFound("fraud"));
      await search.fill("Priya Raman");
      await expect(cardTitles(page)).toHaveText(titlesFound("Priya Raman"));

      await search.fill("quantum blockchain");
      await expect(
        page.getByRole("heading", { name: "No white papers match your search" }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Clear search" }).click();
      await expect(search).toHaveValue("");
      await expect(cardTitles(page)).toHaveCount(whitePapers.length);

      await search.fill("governance");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(library(page).getByRole("heading", { level: 2 })).toBeInViewport();
      await expect(cardTitles(page)).toHaveCount(titlesFound("governance").length);
    });
  });

  test("each library card opens its own paper, whose download is a PDF with that paper's title on its first page", async ({
    page,
  }) => {
    test.slow(); // a page and a PDF per paper
    await page.goto(LISTING);
    await waitForReact(page);
    await expectEachCardOpensItsDocument(page, library(page), {
      count: whitePapers.length,
      downloadLabel: "Download White Paper",
      fileName: (title) => `${title.replace(/:/g, "").replace(/\s+/g, "_")}.pdf`,
    });
  });

  test(
    "'Download Free' loads the PDF code only on click and downloads the featured paper, 'Download' on a card saves that paper's PDF without leaving the listing, and the featured paper's title opens its own page",
    { tag: "@firefox" },
    async ({ page }) => {
      const scripts = watchScripts(page);
      await page.goto(LISTING);
      await waitForHydration(page);
      expect(await scripts.loadedPdfLib()).toBe(false);
      await expectDocumentPdf(
        page,
        page.getByRole("button", { name: /^Download Free/ }),
        "The_Enterprise_AI_Implementation_Playbook.pdf",
        "The Enterprise AI Implementation Playbook",
      );
      expect(await scripts.loadedPdfLib()).toBe(true);

      const title = "AI in Clinical Operations: From Triage to Discharge";
      await expectDocumentPdf(
        page,
        library(page).getByRole("button", { name: `Download: ${title}` }),
        "AI_in_Clinical_Operations_From_Triage_to_Discharge.pdf",
        title,
      );
      await expect(page).toHaveURL(LISTING);

      const featured = page.locator("#featured-white-paper");
      await featured
        .getByRole("link", { name: "The Enterprise AI Implementation Playbook" })
        .click();
      await expect(page).toHaveURL("/resources/whitepapers/enterprise-ai-implementation-playbook");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "The Enterprise AI Implementation Playbook",
      );
      await expect(page.getByRole("button", { name: "Preview Content" })).toBeVisible();
    },
  );
});

test("the AI ROI white paper: 'Preview Content' reveals the executive summary in place and hides it again, and Download shows a busy state, then saves the paper as a PDF named after its title", async ({
  page,
}) => {
  await page.goto(PAPER);
  await waitForReact(page);

  await test.step("Preview Content", async () => {
    const preview = page.getByRole("button", { name: "Preview Content" });
    const summary = page.getByRole("region", { name: "Executive Summary" });
    await expect(preview).toHaveAttribute("aria-expanded", "false");
    await expect(summary).toBeHidden();

    await preview.click();
    await expect(preview).toHaveAttribute("aria-expanded", "true");
    await expect(summary).toBeVisible();
    await expect(
      summary.getByText(/fewer than one in three can say with confidence/),
    ).toBeVisible();
    await expect(summary.getByRole("heading", { name: "Key takeaways" })).toBeVisible();

    await preview.click();
    await expect(preview).toHaveAttribute("aria-expanded", "false");
    await expect(summary).toBeHidden();
  });

  await test.step("Download", async () => {
    // Slow the PDF code down so the busy state can be seen.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const button = page.getByRole("button", { name: "Download White Paper" });
    await expectDocumentPdf(
      page,
      button,
      "The_Practical_Guide_to_Measuring_AI_ROI.pdf",
      "The Practical Guide to Measuring AI ROI",
      {
        whileBusy: async () => {
          const busy = page.getByRole("button", { name: "Preparing PDF..." });
          await expect(busy).toHaveAttribute("aria-disabled", "true");
          await expect(busy).toBeFocused();
        },
      },
    );
    await expect(button).not.toHaveAttribute("aria-disabled");
  });
});

// Every paper's page in both themes at both widths is in the route loop (routes.spec.ts); these
// are the states a visitor reaches by filtering, searching and previewing.
test("the white paper pages have no axe violations in either theme with filters and preview in use", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto(LISTING);
  await waitForReact(page);
  await page.getByRole("button", { name: "No-Code", exact: true }).click();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("searchbox", { name: "Search white papers" }).fill("nothing matches this");
  await expectAccessibleInBothThemes(page);

  await page.goto(PAPER);
  await waitForReact(page);
  await page.getByRole("button", { name: "Preview Content" }).click();
  await expectAccessibleInBothThemes(page);
  expect(errors).toEqual([]);
});

test("the white paper pages have no horizontal scrolling from 320 to 1920 pixels", async ({
  page,
}) => {
  await expectNoSidewaysScrolling(page, [LISTING, PAPER]);
});
