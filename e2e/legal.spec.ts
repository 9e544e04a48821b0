import { expect, test } from "@playwright/test";
import { formNotices } from "../src/content/forms";
import { privacyPage } from "../src/content/legal/privacy";
import { site } from "../src/content/site";
import { retentionPeriods } from "../src/lib/retention";
import { waitForHydration } from "./support";

test("the footer links to the privacy policy and the terms of use", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Privacy Policy", exact: true }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Terms of Use", exact: true })
    .click();
  await expect(page).toHaveURL("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
});

test("the privacy policy says how long each kind of data is kept and how to have it deleted", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  for (const heading of [
    "Contact Form Inquiries",
    "Consultation Requests",
    "Newsletter Sign-Ups",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText(`${retentionPeriods.contacts} from the day you sent it`);
  await expect(main).toContainText(retentionPeriods.unconfirmedNewsletterSignups);
  await expect(main).toContainText(`Email ${site.email}`);
  expect(privacyPage.meta.title).toBe("Privacy Policy");
});

test("the line under every form on the contact page, and the newsletter box, links to the privacy policy", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const { linkLabel } = formNotices.privacyNote;
  for (const form of [
    page.locator("#contact-form"),
    page.locator("#consultation"),
    page.getByRole("contentinfo"),
  ]) {
    await expect(form.getByRole("link", { name: linkLabel })).toHaveAttribute("href", "/privacy");
  }
  await page.locator("#consultation").getByRole("link", { name: linkLabel }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

test("the newsletter box on the home page carries the privacy line too", async ({ page }) => {
  await page.goto("/");
  const forms = page.locator("form");
  const count = await forms.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(
      forms.nth(index).getByRole("link", { name: formNotices.privacyNote.linkLabel }),
    ).toBeVisible();
  }
});
