import { expect, test } from "@playwright/test";
import { readRoutes, waitForHydration } from "./support";

const routes = readRoutes();

test.describe("the home page's case studies", () => {
  const cases = [
    {
      story: "Predictive maintenance",
      heading: "Predictive Maintenance for an Automotive Parts Maker",
    },
    {
      story: "Automated patient intake",
      heading: "Automated Patient Intake for a 14-Clinic Network",
    },
    {
      story: "Real-time fraud detection",
      heading: "Real-Time Fraud Detection for a Digital Lender",
    },
    // No full story on /case-studies: the card leads to the list.
    { story: "AI-driven campaigns", heading: "How Our Clients Put AI to Work" },
  ];

  for (const { story, heading } of cases) {
    test(`"Read case study" on "${story}" lands on its own story`, async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page
        .locator("#case-studies")
        .getByRole("link", { name: new RegExp(`^Read case study: ${story}`, "i") })
        .click();
      await expect(page).toHaveURL(/\/case-studies#[a-z-]+$/);
      const hash = new URL(page.url()).hash.slice(1);
      const target = page.locator(`[id="${hash}"]`);
      await expect(target).toHaveCount(1);
      const title = target.getByRole("heading", { name: heading, exact: true });
      await expect(title).toBeInViewport();
    });
  }

  test("a case study address opened directly shows its story", async ({ page }) => {
    await page.goto("/case-studies#fintech");
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { name: "Real-Time Fraud Detection for a Digital Lender" }),
    ).toBeInViewport();
  });
});

test.describe("one newsletter box per page", () => {
  for (const path of ["/", "/resources", "/resources/blog", "/resources/insights", "/about"]) {
    test(`${path} shows exactly one newsletter form, the footer's`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("button", { name: /^Subscribe/ })).toHaveCount(1);
      await expect(page.getByPlaceholder("Enter your email")).toHaveCount(1);
      const footer = page.getByRole("contentinfo");
      await expect(
        footer.getByRole("textbox", { name: "Email address for the newsletter" }),
      ).toHaveCount(1);
      await expect(footer.getByRole("button", { name: "Subscribe" })).toHaveCount(1);
    });
  }

  test("'Subscribe to Insights' takes the visitor to that box", async ({ page }) => {
    await page.goto("/resources/insights");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Subscribe to Insights" }).click();
    await expect(page).toHaveURL(/#newsletter$/);
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("textbox", { name: "Email address for the newsletter" }),
    ).toBeInViewport();
  });
});

test.describe("external-link icons", () => {
  test("no page shows an external-link icon on a link that stays on the site", async ({ page }) => {
    test.slow();
    const problems: string[] = [];
    for (const { path } of routes) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const found = await page.evaluate(() => {
        const icons = document.querySelectorAll(
          "svg.lucide-arrow-up-right, svg.lucide-external-link, svg.lucide-square-arrow-out-up-right, svg.lucide-arrow-up-right-from-square",
        );
        const wrong: string[] = [];
        for (const icon of icons) {
          // The link the icon belongs to: its own link, or the one in the same card.
          let scope: Element | null = icon;
          while (scope && !scope.querySelector("a[href]") && !scope.closest("a[href]")) {
            scope = scope.parentElement;
          }
          const links = scope
            ? [
                ...(scope.closest("a[href]") ? [scope.closest("a[href]")!] : []),
                ...scope.querySelectorAll("a[href]"),
              ]
            : [];
          for (const link of links) {
            const url = new URL(link.getAttribute("href")!, location.href);
            if (url.origin === location.origin) wrong.push(link.getAttribute("href")!);
          }
        }
        return wrong;
      });
      for (const href of found) problems.push(`${path}: ${href}`);
    }
    expect(problems).toEqual([]);
  });

  test("every link that leaves the site opens in a new tab and says so", async ({ page }) => {
    test.slow();
    const problems: string[] = [];
    for (const { path } of routes) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const found = await page.evaluate(() =>
        [...document.querySelectorAll("a[href]")]
          .filter((link) => {
            const url = new URL(link.getAttribute("href")!, location.href);
            return /^https?:$/.test(url.protocol) && url.origin !== location.origin;
          })
          .filter(
            (link) =>
              link.getAttribute("target") !== "_blank" ||
              !/noopener/.test(link.getAttribute("rel") ?? "") ||
              !/\(opens in a new tab\)/.test(
                `${link.getAttribute("aria-label") ?? ""} ${link.textContent ?? ""}`,
              ),
          )
          .map((link) => link.getAttribute("href")!),
      );
      for (const href of found) problems.push(`${path}: ${href}`);
    }
    expect(problems).toEqual([]);
  });

  test("the footer's social links are external, open in a new tab and carry the hint", async ({
    page,
  }) => {
    await page.goto("/resources/documentation");
    const socials = page.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(socials).toHaveCount(3);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  test("'Community Forum' and 'Support Portal' stay on the site without an external-link icon", async ({
    page,
  }) => {
    await page.goto("/resources/documentation");
    for (const name of ["Community Forum", "Support Portal"]) {
      const link = page.locator("#quick-access").getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", "/contact");
      await expect(link).not.toHaveAttribute("target", "_blank");
      const tile = page.locator("#quick-access li").filter({ has: link });
      await expect(tile.locator("svg.lucide-arrow-up-right")).toHaveCount(0);
    }
  });
});
