import type { Page } from "@playwright/test";
import { expect, test } from "./shared-tab";
import { axeViolations, horizontalOverflow, renderWholePage, waitForHydration } from "./support";

const phone = { width: 390, height: 844 };
const apiPath = "/resources/docs/api-documentation";

/** The whole page's height with every section laid out, and each top-level section's share of it. */
async function pageHeight(page: Page) {
  await renderWholePage(page);
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    sections: [...document.querySelectorAll("main section[id]")]
      .filter((section) => !section.parentElement?.closest("section"))
      .map((section) => `${section.id}: ${Math.round(section.getBoundingClientRect().height)}`)
      .join(", "),
  }));
}

test("the home page on a phone: nothing wider than a 320 px screen; at 390 px at most 10,000 px tall, the twelve technologies three to a row, and the service cards a strip to swipe whose titles link to their pages", async ({
  page,
}) => {
  await test.step("no horizontal scrolling at 320 px", async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  await page.setViewportSize(phone);
  await waitForHydration(page);

  await test.step("at most 10,000 px tall with all its sections", async () => {
    const { height, sections } = await pageHeight(page);
    for (const id of ["services", "industries", "testimonials", "technologies", "faq"])
      await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.locator("#technologies li")).toHaveCount(12);
    expect(height, `section heights: ${sections}`).toBeLessThanOrEqual(10_000);
  });

  await test.step("the twelve technologies sit three to a row, in four rows", async () => {
    const tiles = page.locator("#technologies li");
    await tiles.first().scrollIntoViewIfNeeded();
    const rows = await tiles.evaluateAll(
      // offsetTop ignores the entrance animation's transform.
      (items) => new Set(items.map((item) => (item as HTMLElement).offsetTop)).size,
    );
    expect(rows).toBe(4);
  });

  await test.step("the service cards are a strip to swipe, every card's title a link to its page", async () => {
    const cards = page.locator("#services li").filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(4);
    const strip = page.locator("#services ul").first();
    const scrolls = await strip.evaluate((list) => list.scrollWidth > list.clientWidth);
    expect(scrolls).toBe(true);
    await cards.last().getByRole("link", { name: "Web Development" }).click();
    await expect(page).toHaveURL("/services/web-development");
  });
});

test("the API reference is at most 10,000 px tall on a 390 px phone with every endpoint and code sample on the page, and its endpoints open their parameters and examples from their toggle, the index and an address", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto(apiPath);
  await waitForHydration(page);

  await test.step("at most 10,000 px tall on a phone, every endpoint and code sample still on the page", async () => {
    const { height, sections } = await pageHeight(page);
    expect(height, `section heights: ${sections}`).toBeLessThanOrEqual(10_000);
    await expect(page.locator("#endpoints article")).toHaveCount(8);
    // The long samples are folded on phones, and open from their toggle.
    const sdkExample = page.locator("#sdk figure").filter({ hasText: "SDK example" });
    await expect(sdkExample.locator("pre")).toBeHidden();
    await sdkExample.getByText(/Show the code \(\d+ lines\)/).click();
    await expect(sdkExample.locator("pre")).toBeVisible();
    // Closed disclosures keep their text in the page, where the browser's find reaches it.
    await expect(page.locator("#get-campaign-performance details")).toContainText(
      "Get campaign performance: response (200)",
    );
  });

  await page.setViewportSize({ width: 1280, height: 720 });

  await test.step("at desktop width, by its toggle and from the index", async () => {
    const endpoints = page.locator("#endpoints");
    const create = page.locator("#create-automation");
    await expect(
      create.getByRole("figure", { name: "Create an automation: request" }),
    ).toBeHidden();
    await create.getByText("Parameters and examples").click();
    await expect(
      create.getByRole("figure", { name: "Create an automation: request" }),
    ).toBeVisible();

    await endpoints.getByRole("link", { name: /^DELETE ?\/v1\/automation\/\{id\}$/ }).click();
    await expect(page).toHaveURL(/#delete-automation$/);
    await expect(
      page.getByRole("figure", { name: "Delete an automation: response (200)" }),
    ).toBeVisible();
  });

  await test.step("from an address", async () => {
    await page.goto(`${apiPath}#get-metrics`);
    await waitForHydration(page);
    await expect(
      page.getByRole("figure", { name: "Get analytics metrics: request" }),
    ).toBeInViewport();
  });
});

test("cards that lead nowhere stay put on hover", async ({ page }) => {
  // That they hold no link is checked on the prerendered HTML (tests/site/marketing-services.test.ts).
  await page.goto("/services/automation");
  const card = page.locator("#offerings li").first().locator("> div");
  await card.hover();
  await expect(card).toHaveCSS("transform", "none");
});

test("the content keeps its distance from the window's edges: 24 px on a phone, 32 px at 1024 px, 48 px at 1280 px", async ({
  page,
}) => {
  // Each page is loaded once and measured at every width: resized, a page is laid out as if it
  // were opened at that width (its layout is CSS alone; the app takes over only on intent).
  for (const path of ["/", "/services/automation", "/resources/blog", "/contact"]) {
    await page.goto(path);
    await renderWholePage(page);
    for (const [width, gutter] of [
      [390, 24],
      [1024, 32],
      [1280, 48],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      // The text of the header, the page and the footer (not what scrolls sideways in a strip).
      const edges = await page.evaluate(() => {
        const inStrip = (element: Element) => {
          for (let node = element.parentElement; node; node = node.parentElement)
            if (["auto", "scroll"].includes(getComputedStyle(node).overflowX)) return true;
          return false;
        };
        const boxes = [...document.querySelectorAll("header a, main h1, main h2, main p, footer p")]
          .filter((element) => {
            // Shown, not only read aloud (a screen-reader-only text is a 1 px box).
            const { width, height } = element.getBoundingClientRect();
            return width > 1 && height > 1 && !inStrip(element);
          })
          .map((element) => {
            // Where the text is drawn, not the element's box (a `container` pads its own text).
            const range = document.createRange();
            range.selectNodeContents(element);
            return { element, box: range.getBoundingClientRect() };
          })
          .filter(({ box }) => box.width > 0 && box.height > 0);
        const leftmost = boxes.reduce((a, b) => (b.box.left < a.box.left ? b : a));
        const rightmost = boxes.reduce((a, b) => (b.box.right > a.box.right ? b : a));
        const name = ({ element }: (typeof boxes)[number]) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`;
        return {
          left: leftmost.box.left,
          right: rightmost.box.right,
          leftmost: name(leftmost),
          rightmost: name(rightmost),
        };
      });
      expect(edges.left, `${path} at ${width} px: ${edges.leftmost}`).toBeGreaterThanOrEqual(
        gutter - 0.5,
      );
      expect(edges.right, `${path} at ${width} px: ${edges.rightmost}`).toBeLessThanOrEqual(
        width - gutter + 0.5,
      );
    }
  }
});

test("the article cards of a row share their byline and footer lines at 1280 and 1024 px, however long the author's name", async ({
  page,
}) => {
  for (const [path, list] of [
    ["/resources/blog", "#articles"],
    ["/resources/insights", "#latest-insights"],
  ]) {
    await page.goto(path);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await renderWholePage(page);
      // Each card's byline (its list of facts) and the card's last line, grouped by row.
      const rows = await page.locator(`${list} li:has(> *) h3`).evaluateAll((titles) => {
        const byRow = new Map<number, { byline: number; footer: number }[]>();
        for (const title of titles) {
          const card = title.closest("li") as HTMLElement;
          const facts = card.querySelectorAll("ul");
          const byline = facts[facts.length - 1]?.getBoundingClientRect().top ?? -1;
          const footer = card.lastElementChild?.lastElementChild?.getBoundingClientRect().top ?? -1;
          const row = Math.round(card.getBoundingClientRect().top);
          byRow.set(row, [...(byRow.get(row) ?? []), { byline, footer }]);
        }
        return [...byRow.values()];
      });
      expect(rows.filter((row) => row.length > 1).length, `${path}: rows`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(
          new Set(row.map((card) => Math.round(card.byline))).size,
          `${path} at ${width} px`,
        ).toBe(1);
        expect(
          new Set(row.map((card) => Math.round(card.footer))).size,
          `${path} at ${width} px`,
        ).toBe(1);
      }
    }
  }
});

test("the home page's service cards of a row, wide and narrow, put 'Explore service' on one line at 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await renderWholePage(page);
  const cues = await page
    .locator("#services li")
    .getByText("Explore service")
    .evaluateAll((labels) =>
      labels.map((label) => ({
        row: Math.round((label.closest("li") as HTMLElement).getBoundingClientRect().top),
        top: Math.round(label.getBoundingClientRect().top),
      })),
    );
  expect(cues).toHaveLength(4);
  for (const row of new Set(cues.map((cue) => cue.row)))
    expect(new Set(cues.filter((cue) => cue.row === row).map((cue) => cue.top)).size).toBe(1);
});

test("the call-to-action box sits one section's space below the content before it, not two (1280 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ["/services/automation", "/resources/insights", "/"]) {
    await page.goto(path);
    await renderWholePage(page);
    await expect(page.locator("section[data-band=cta]"), path).toHaveCount(1);
    const blank = await page.locator("section[data-band=cta]").evaluate((band) => {
      const box = band.querySelector(".container > *")?.getBoundingClientRect().top ?? 0;
      const before = band.previousElementSibling?.querySelector(".container");
      const content = [...(before?.querySelectorAll("*") ?? [])]
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.height > 0)
        .reduce((bottom, rect) => Math.max(bottom, rect.bottom), 0);
      return Math.round(box - content);
    });
    expect(blank, path).toBeGreaterThan(40);
    expect(blank, path).toBeLessThanOrEqual(96);
  }
});

test("long pages stay short on a 390 px phone: card lists are strips to swipe, reference material is folded (documentation at most 10,500 px, About 9,500, Services 10,000)", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  for (const [path, limit] of [
    ["/resources/documentation", 10_500],
    ["/about", 9_500],
    ["/services", 10_000],
  ] as const) {
    await page.goto(path);
    const { height, sections } = await pageHeight(page);
    expect(height, `${path}: ${sections}`).toBeLessThanOrEqual(limit);
  }
});

test("/services folds each card's features and technologies under a toggle on a 390 px phone, and shows them without one at 1280 px", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/services");
  const card = page.locator("#ai-automation");
  const feature = card.getByText("Custom AI agents and copilots for internal teams");
  const toggle = card.getByText("What's Included and Technologies", { exact: true });
  await expect(feature).toBeHidden();
  await toggle.click();
  await expect(feature).toBeVisible();
  await expect(card.getByText("LangChain", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(toggle).toBeHidden();
  await expect(card.locator("details")).not.toHaveAttribute("open");
  await expect(feature).toBeVisible();
});

test("every section's top and bottom space is a step of one scale: 40 or 48 px on a 390 px phone, 48, 64 or 80 px at 1280 px", async ({
  page,
}) => {
  const scale = { 390: [40, 48], 1280: [48, 64, 80] };
  for (const path of ["/", "/about", "/industries/healthcare", "/services/automation"]) {
    await page.goto(path);
    for (const width of [390, 1280] as const) {
      await page.setViewportSize({ width, height: 800 });
      const spaces = await page.locator("main > section:not(#hero)").evaluateAll((sections) =>
        sections.flatMap((section) => {
          const style = getComputedStyle(section);
          return [style.paddingTop, style.paddingBottom].map((space) => ({
            section: section.id,
            space: Math.round(parseFloat(space)),
          }));
        }),
      );
      // 0: the closing call-to-action box keeps one step above it, not two.
      for (const { section, space } of spaces)
        expect([0, ...scale[width]], `${path} #${section} at ${width} px`).toContain(space);
    }
  }
});

test("on a phone, before anything below the first screen is drawn, a checker reading the page's geometry finds no target covered: a long section's stand-in height holds its form", async ({
  page,
}) => {
  // As Lighthouse reads a page: loaded, nothing done, sections below the fold still skipped.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/contact");
  await expect(page.locator("h1")).toBeVisible();
  expect(await axeViolations(page, { rules: ["target-size"] })).toEqual([]);
});
