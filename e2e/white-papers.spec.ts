import { expect, test, type Page } from "@playwright/test";
import {
  expectAccessibleInBothThemes,
  expectNoSidewaysScrolling,
  waitForHydration,
  watchConsole,
  watchScripts,
} from "./support";
import { expectDocumentPdf, expectEachCardOpensItsDocument } from "./document-pdf";

const LISTING = "/resources/white-papers";
const PAPER = "/resources/whitepapers/ai-roi-guide";
const OTHER_PAPER = "/resources/whitepapers/predictive-maintenance";

const library = (page: Page) => page.locator("#white-paper-library");
const cardTitles = (page: Page) =>
  library(page).getByRole("listitem").getByRole("heading", { level: 3 });

test.describe("white papers listing", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(LISTING);
    await waitForHydration(page);
  });

  test("shows the featured paper with its numbers, the eight chips and the six papers", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const featured = page.locator("#featured-white-paper");
    await expect(featured.getByText("50 pages")).toBeVisible();
    await expect(featured.getByText("5,247 downloads")).toBeVisible();
    await expect(featured.getByText("Rated 4.9 out of 5")).toBeAttached();
    await expect(featured.getByRole("button", { name: /^Download Free/ })).toBeVisible();

    const chips = library(page)
      .getByRole("group", { name: "Filter white papers by category" })
      .getByRole("button");
    await expect(chips).toHaveText([
      "All Papers",
      "Implementation Guide",
      "Business Value",
      "Healthcare",
      "Ethics & Governance",
      "Manufacturing",
      "Financial Services",
      "No-Code",
    ]);
    await expect(chips.first()).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(library(page).getByText("Showing 6 of 6 papers")).toBeVisible();
  });

  test("category chips filter the library, highlight the active chip and show an empty state", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Healthcare", exact: true }).click();
    await expect(page.getByRole("button", { name: "Healthcare", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: "All Papers" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(cardTitles(page)).toHaveText([
      "AI in Clinical Operations: From Triage to Discharge",
    ]);

    await page.getByRole("button", { name: "Implementation Guide" }).click();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "No white papers match your search" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(page.getByRole("button", { name: "All Papers" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("search filters the papers as you type, shows an empty state and can be cleared", async ({
    page,
  }) => {
    const search = page.getByRole("searchbox", { name: "Search white papers" });
    await expect(search).toHaveAttribute("placeholder", "Search white papers...");

    await search.fill("fraud");
    await expect(cardTitles(page)).toHaveText(["Real-Time Fraud Detection in Financial Services"]);
    await search.fill("Priya Raman");
    await expect(cardTitles(page)).toHaveText([
      "The No-Code Automation Playbook for Growing Teams",
    ]);

    await search.fill("quantum blockchain");
    await expect(
      page.getByRole("heading", { name: "No white papers match your search" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(cardTitles(page)).toHaveCount(6);

    await search.fill("governance");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(library(page).getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(cardTitles(page)).toHaveCount(1);
  });

  test("every card's title is its one link, to that paper's own page", async ({ page }) => {
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
      const href = (await links.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/resources\/whitepapers\/[a-z0-9-]+$/);
      seen.add(href);
    }
    expect(seen.size).toBe(6);
    expect(seen).toContain(PAPER);
  });

  test("each library card opens its own paper, whose download is a PDF with that paper's title on its first page", async ({
    page,
  }) => {
    test.slow(); // six pages and six PDFs
    await expectEachCardOpensItsDocument(page, library(page), {
      count: 6,
      downloadLabel: "Download White Paper",
      fileName: (title) => `${title.replace(/:/g, "").replace(/\s+/g, "_")}.pdf`,
    });
  });

  test("'Download' on a card saves that paper's PDF without leaving the listing", async ({
    page,
  }) => {
    const title = "AI in Clinical Operations: From Triage to Discharge";
    await expectDocumentPdf(
      page,
      library(page).getByRole("button", { name: `Download: ${title}` }),
      "AI_in_Clinical_Operations_From_Triage_to_Discharge.pdf",
      title,
    );
    await expect(page).toHaveURL(LISTING);
  });

  test("the featured paper's title opens its own page", async ({ page }) => {
    const featured = page.locator("#featured-white-paper");
    await featured.getByRole("link", { name: "The Enterprise AI Implementation Playbook" }).click();
    await expect(page).toHaveURL("/resources/whitepapers/enterprise-ai-implementation-playbook");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Enterprise AI Implementation Playbook",
    );
    await expect(page.getByRole("button", { name: "Preview Content" })).toBeVisible();
  });

  test("the closing box links to /contact and /resources", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Join Research Community" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Browse All Resources" })).toHaveAttribute(
      "href",
      "/resources",
    );
  });

  test("'Download Free' loads the PDF code only on click and downloads the featured paper as a PDF", async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.reload();
    await waitForHydration(page);
    expect(await scripts.loadedPdfLib()).toBe(false);
    await expectDocumentPdf(
      page,
      page.getByRole("button", { name: /^Download Free/ }),
      "The_Enterprise_AI_Implementation_Playbook.pdf",
      "The Enterprise AI Implementation Playbook",
    );
    expect(await scripts.loadedPdfLib()).toBe(true);
  });
});

test.describe("AI ROI white paper page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAPER);
    await waitForHydration(page);
  });

  test("shows the back link, 'Free', '45 pages', key stats and the custom analysis link", async ({
    page,
  }) => {
    await expect(page.getByRole("link", { name: "Back to White Papers" })).toHaveAttribute(
      "href",
      LISTING,
    );
    await expect(page.getByText("Free", { exact: true })).toBeVisible();
    await expect(page.getByText("45 pages", { exact: true }).first()).toBeVisible();
    await expect(page.locator("#key-stats").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Request Custom Analysis" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("'Preview Content' reveals the executive summary in place and hides it again", async ({
    page,
  }) => {
    const preview = page.getByRole("button", { name: "Preview Content" });
    const summary = page.getByRole("region", { name: "Executive Summary" });
    await expect(preview).toHaveAttribute("aria-expanded", "false");
    await expect(preview).toHaveAttribute("aria-controls", "executive-summary");
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

  test("Download shows a busy state, then saves the paper as a PDF named after its title", async ({
    page,
  }) => {
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
  await waitForHydration(page);
  await page.getByRole("button", { name: "No-Code", exact: true }).click();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("searchbox", { name: "Search white papers" }).fill("nothing matches this");
  await expectAccessibleInBothThemes(page);

  await page.goto(PAPER);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Preview Content" }).click();
  await expectAccessibleInBothThemes(page);
  expect(errors).toEqual([]);
});

test("the white paper pages have no horizontal scrolling from 320 to 1920 pixels", async ({
  page,
}) => {
  await expectNoSidewaysScrolling(page, [LISTING, PAPER]);
});

test("another paper's page has its own abstract, stats and chapters, and an unknown paper is not found", async ({
  page,
}) => {
  await page.goto(OTHER_PAPER);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Predictive Maintenance with Machine Learning",
  );
  await expect(page).toHaveTitle(/Predictive Maintenance with Machine Learning/);
  await expect(page.getByText("32 pages", { exact: true }).first()).toBeVisible();
  await expect(page.locator("#key-stats").getByText("Less unplanned downtime")).toBeVisible();
  await expect(
    page.locator("#whats-inside").getByRole("heading", { name: "Failure-Prediction Models" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Preview Content" }).click();
  await expect(
    page.getByRole("region", { name: "Executive Summary" }).getByText(/Unplanned downtime costs/),
  ).toBeVisible();

  await page.goto("/resources/whitepapers/no-such-paper");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});
