import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

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
