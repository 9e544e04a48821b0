import { expect, test } from "./shared-tab";
import { formNotices } from "../src/content/forms";
import { waitForHydration } from "./support";

// The privacy policy's text and the privacy line under every form (its target included) are
// checked on the prerendered HTML in tests/site/marketing-legal.test.ts and shell.test.ts.

test("the consultation form's privacy line and the footer's links open the privacy policy and the terms of use", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  const privacyHeading = page.getByRole("heading", { level: 1, name: "Privacy Policy" });

  await test.step("the consultation form's privacy line", async () => {
    await page
      .locator("#consultation")
      .getByRole("link", { name: formNotices.privacyNote.linkLabel })
      .click();
    await expect(page).toHaveURL("/privacy");
    await expect(privacyHeading).toBeVisible();
  });

  await test.step("the footer's 'Terms of Use'", async () => {
    await footer.getByRole("link", { name: "Terms of Use", exact: true }).click();
    await expect(page).toHaveURL("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  });

  await test.step("the footer's 'Privacy Policy'", async () => {
    await footer.getByRole("link", { name: "Privacy Policy", exact: true }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(privacyHeading).toBeVisible();
  });
});
