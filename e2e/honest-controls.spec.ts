import { expect, test } from "./shared-tab";
import { clickWhereShown, waitForHydration } from "./support";

// Where each control leads as first served (every case study link's story, one newsletter box
// per page, the footer's social links, the documentation's quick-access tiles) is checked on
// the prerendered HTML in tests/site/marketing-honest-controls.test.ts and shell.test.ts.

test("on the home page, each 'Read case study' lands on its own story, and a click on an industry card's cue follows the card's link", async ({
  page,
}) => {
  test.slow(); // one load of the home page and five visits from it, four of them with a way back
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

  await page.goto("/");
  await waitForHydration(page);

  for (const { story, heading } of cases) {
    await test.step(`"Read case study" on "${story}"`, async () => {
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
      await page.goBack();
      await expect(page).toHaveURL("/");
    });
  }

  await test.step("an industry card's cue", async () => {
    const card = page.locator("#industries li").filter({ hasText: "Healthcare" });
    await clickWhereShown(page, card.getByText("Explore industry"));
    await expect(page).toHaveURL("/industries/healthcare");
  });
});

test("'Subscribe to Insights' takes the visitor to the footer's newsletter box", async ({
  page,
}) => {
  await page.goto("/resources/insights");
  await page.getByRole("link", { name: "Subscribe to Insights" }).click();
  await expect(page).toHaveURL(/#newsletter$/);
  await expect(
    page
      .getByRole("contentinfo")
      .getByRole("textbox", { name: "Email address for the newsletter" }),
  ).toBeInViewport();
});
