import { expect, test } from "@playwright/test";
import { expectAccessibleInBothThemes, horizontalOverflow, waitForHydration } from "./support";

test.describe("home page", () => {
  test("renders its main heading and the twelve sections in the order the page lists them", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const ids = await page
      .locator("main section[id]")
      .evaluateAll((sections) =>
        sections
          .filter((section) => !section.parentElement?.closest("section"))
          .map((section) => section.id),
      );
    expect(ids).toEqual([
      "hero",
      "clients",
      "about",
      "services",
      "process",
      "industries",
      "case-studies",
      "why-choose-us",
      "testimonials",
      "get-started",
      "technologies",
      "faq",
    ]);
  });

  test("the hero sends visitors to /contact and /services and shows the three stats", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator("#hero");
    await expect(hero.getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(hero.getByRole("link", { name: "Our Services", exact: true })).toHaveAttribute(
      "href",
      "/services",
    );
    for (const [value, label] of [
      ["50+", "Developers"],
      ["70+", "Projects"],
      ["11M+", "Revenue"],
    ]) {
      const stat = hero.locator("dl > div", { hasText: label });
      await expect(stat.locator("dd").first()).toHaveText(value);
    }
  });

  test("services, industries and case studies link where the specification says", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Book a Demo" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const serviceLinks = page.locator("#services ul a");
    await expect(serviceLinks).toHaveCount(4);
    for (const href of await serviceLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    )) {
      expect(href).toMatch(
        /^\/services\/(automation|performance-marketing|app-development|web-development)$/,
      );
    }

    const industryLinks = page.locator("#industries ul a");
    await expect(industryLinks).toHaveCount(4);
    for (const href of await industryLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    )) {
      expect(href).toMatch(
        /^\/industries\/(financial-services|healthcare|manufacturing|retail|government|technology)$/,
      );
    }

    const caseStudyLinks = page
      .locator("#case-studies")
      .getByRole("link", { name: "Read case study" });
    await expect(caseStudyLinks).toHaveCount(4);
    for (const link of await caseStudyLinks.all())
      await expect(link).toHaveAttribute("href", /^\/case-studies#[a-z-]+$/);

    await expect(page.locator("#get-started").getByRole("link").first()).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("shows four reasons, a technology grid of 12 and three testimonials read as 5 out of 5", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("#why-choose-us ul > li")).toHaveCount(4);
    for (const claim of ["80%", "99.9%", "280%", "24/7"]) {
      await expect(page.locator("#why-choose-us")).toContainText(claim);
    }
    await expect(page.locator("#technologies ul > li")).toHaveCount(12);
    await expect(page.locator("#testimonials figure")).toHaveCount(3);
    await expect(
      page.locator("#testimonials").getByRole("img", { name: "Rated 5 out of 5" }),
    ).toHaveCount(3);
  });

  test("the FAQ's six questions open and close with the keyboard", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const items = page.locator("#faq details");
    await expect(items).toHaveCount(6);

    const first = items.first();
    const question = first.locator("summary");
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await question.focus();
    await expect(question).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(answer).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(items.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveAttribute("open", "");
  });

  test("publishes the FAQ as FAQPage structured data in the prerendered HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ].map((match) => JSON.parse(match[1]) as { "@type": string; mainEntity?: unknown[] });
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(6);
  });

  test("fits a 320 px screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/");
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("the home page has no axe violations in either theme, with an FAQ answer open", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.locator("#faq summary").first().click();
  await expectAccessibleInBothThemes(page);
});
