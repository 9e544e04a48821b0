import { expect, test, type Page } from "@playwright/test";
import { formNotices } from "../src/content/forms";
import { bookableDate, waitForHydration } from "./support";

/** A toast on screen (Radix also copies its text into a live region for screen readers). */
const toastText = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

/** Counts the requests the page sends to a table of the REST API. */
function watchInserts(page: Page, table: string) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes(`/rest/v1/${table}`))
      sent.push(request.url());
  });
  return sent;
}

async function fillContactForm(page: Page) {
  const form = page.locator("#contact-form form");
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Email Address").fill("ada@example.com");
  await form.getByLabel("Company").fill("Analytical Engines Ltd");
  await form.getByLabel("Phone Number").fill("+1 (415) 555-0199");
  await form.getByLabel("Project Type").selectOption("Low-Code/No-Code Solutions");
  await form.getByLabel("Project Budget").selectOption("$25k - $50k");
  await form.getByLabel("Project Details").fill("Automate our invoice approvals.");
  return form;
}

async function expectContactValuesKept(page: Page) {
  const form = page.locator("#contact-form form");
  await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Email Address")).toHaveValue("ada@example.com");
  await expect(form.getByLabel("Company")).toHaveValue("Analytical Engines Ltd");
  await expect(form.getByLabel("Phone Number")).toHaveValue("+1 (415) 555-0199");
  await expect(form.getByLabel("Project Type")).toHaveValue("Low-Code/No-Code Solutions");
  await expect(form.getByLabel("Project Budget")).toHaveValue("$25k - $50k");
  await expect(form.getByLabel("Project Details")).toHaveValue("Automate our invoice approvals.");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
});

test("a backend that never answers ends in the error toast within 20 seconds, with every value kept", async ({
  page,
}) => {
  // The page's clock runs as usual until the request is out, then jumps 20 seconds.
  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  // Hold the request forever: neither fulfilled nor passed on.
  await page.route("**/rest/v1/contacts*", () => undefined);
  const form = await fillContactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
  await expect(toastText(page, "Error Sending Message")).toHaveCount(0);
  await page.clock.fastForward(20_000);
  await expect(toastText(page, "Error Sending Message")).toBeVisible();
  await expectContactValuesKept(page);
});

test("a 429 from the database shows the try-again-later toast, with every value kept", async ({
  page,
}) => {
  await page.route("**/rest/v1/contacts*", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({
        code: "PT429",
        message: "Too many submissions from your network. Please try again later.",
        details: null,
        hint: "Try again later.",
      }),
    }),
  );
  const form = await fillContactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toastText(page, formNotices.rateLimitedToast.title)).toBeVisible();
  await expect(toastText(page, "Error Sending Message")).toHaveCount(0);
  await expectContactValuesKept(page);
});

test("a 429 on a newsletter box shows the same toast and keeps the address", async ({ page }) => {
  await page.route("**/rest/v1/newsletter_subscribers*", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ code: "PT429", message: "Too many", details: null, hint: null }),
    }),
  );
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address for the newsletter").fill("ada@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(toastText(page, formNotices.rateLimitedToast.title)).toBeVisible();
  await expect(footer.getByLabel("Email address for the newsletter")).toHaveValue(
    "ada@example.com",
  );
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled();
});

test("the consultation date offers today to a year ahead and refuses a weekend in the browser", async ({
  page,
}) => {
  const sent = watchInserts(page, "consultation_requests");
  const form = page.locator("#consultation form");
  const date = form.getByLabel("Preferred Date");
  const [today, yearAhead, saturday] = await page.evaluate(() => {
    const iso = (day: Date) =>
      [day.getFullYear(), day.getMonth() + 1, day.getDate()]
        .map((part) => String(part).padStart(2, "0"))
        .join("-");
    const now = new Date();
    const later = new Date(now);
    later.setDate(later.getDate() + 365);
    const sat = new Date(now);
    sat.setDate(sat.getDate() + 7 + ((6 - sat.getDay() + 7) % 7));
    return [iso(now), iso(later), iso(sat)];
  });
  await expect(date).toHaveAttribute("min", today);
  await expect(date).toHaveAttribute("max", yearAhead);

  await form.getByLabel("Full Name").fill("Grace Hopper");
  await form.getByLabel("Email Address").fill("grace@example.com");
  await form.getByLabel("Consultation Type").selectOption("Technical Architecture Review");
  await form.getByLabel("Preferred Time").selectOption("02:00 PM - 03:00 PM");
  await date.fill(saturday);
  await form.getByRole("button", { name: "Book Free Consultation" }).click();
  expect(await date.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    formNotices.weekendDateMessage,
  );
  await expect(form.getByRole("button", { name: "Book Free Consultation" })).toBeEnabled();

  // A weekday clears the message.
  await date.fill(await bookableDate(page, 8));
  expect(await date.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  expect(sent).toEqual([]);
});
