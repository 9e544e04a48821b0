import { expect, test, type Locator, type Page } from "@playwright/test";
import { formNotices } from "../src/content/forms";
import { bookableDate, hydrated } from "./support";

/** A toast on screen (Radix also copies its text into a live region for screen readers). */
const toastText = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

/** Waits for a toast, then closes it, so the next step's toast is its own. */
async function seeToast(page: Page, text: string) {
  await expect(toastText(page, text)).toBeVisible();
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("button", { name: "Close notification" })
    .click();
  await expect(toastText(page, text)).toHaveCount(0);
}

/** Counts the requests the page sends to a table of the REST API. */
function watchInserts(page: Page, table: string) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes(`/rest/v1/${table}`))
      sent.push(request.url());
  });
  return sent;
}

async function fillContactForm(form: Locator) {
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Email Address").fill("ada@example.com");
  await form.getByLabel("Company").fill("Analytical Engines Ltd");
  await form.getByLabel("Phone Number").fill("+1 (415) 555-0199");
  await form.getByLabel("Project Type").selectOption("Low-Code/No-Code Solutions");
  await form.getByLabel("Project Budget").selectOption("$25k - $50k");
  await form.getByLabel("Project Details").fill("Automate our invoice approvals.");
}

async function expectContactValuesKept(form: Locator) {
  await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Email Address")).toHaveValue("ada@example.com");
  await expect(form.getByLabel("Company")).toHaveValue("Analytical Engines Ltd");
  await expect(form.getByLabel("Phone Number")).toHaveValue("+1 (415) 555-0199");
  await expect(form.getByLabel("Project Type")).toHaveValue("Low-Code/No-Code Solutions");
  await expect(form.getByLabel("Project Budget")).toHaveValue("$25k - $50k");
  await expect(form.getByLabel("Project Details")).toHaveValue("Automate our invoice approvals.");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
}

const tooMany = (message: string, hint: string | null) => ({
  status: 429,
  contentType: "application/json",
  body: JSON.stringify({ code: "PT429", message, details: null, hint }),
});

test("on /contact a 429 shows the try-again-later toast and keeps the values (contact form and newsletter box), the consultation date offers today to a year ahead and refuses a weekend in the browser, and a backend that never answers ends in the error toast within 20 seconds, with every value kept", async ({
  page,
}) => {
  // Several former tests in one page visit: the budget of their steps together.
  test.setTimeout(60_000);
  // The page's clock runs as usual until the last step, which jumps it 20 seconds.
  await page.clock.install();
  await page.goto("/contact");
  const form = await hydrated(page.locator("#contact-form form"));

  await test.step("a 429 from the database shows the try-again-later toast, with every value kept", async () => {
    await page.route("**/rest/v1/contacts*", (route) =>
      route.fulfill(
        tooMany(
          "Too many submissions from your network. Please try again later.",
          "Try again later.",
        ),
      ),
    );
    await fillContactForm(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await seeToast(page, formNotices.rateLimitedToast.title);
    await expect(toastText(page, "Error Sending Message")).toHaveCount(0);
    await expectContactValuesKept(form);
    await page.unroute("**/rest/v1/contacts*");
  });

  await test.step("a 429 on a newsletter box shows the same toast and keeps the address", async () => {
    await page.route("**/rest/v1/newsletter_subscribers*", (route) =>
      route.fulfill(tooMany("Too many", null)),
    );
    const footer = page.getByRole("contentinfo");
    await hydrated(footer.locator("form"));
    await footer.getByLabel("Email address for the newsletter").fill("ada@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await seeToast(page, formNotices.rateLimitedToast.title);
    await expect(footer.getByLabel("Email address for the newsletter")).toHaveValue(
      "ada@example.com",
    );
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  await test.step("the consultation date offers today to a year ahead and refuses a weekend in the browser", async () => {
    const sent = watchInserts(page, "consultation_requests");
    const consultation = await hydrated(page.locator("#consultation form"));
    const date = consultation.getByLabel("Preferred Date");
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

    await consultation.getByLabel("Full Name").fill("Grace Hopper");
    await consultation.getByLabel("Email Address").fill("grace@example.com");
    await consultation
      .getByLabel("Consultation Type")
      .selectOption("Technical Architecture Review");
    await consultation.getByLabel("Preferred Time").selectOption("02:00 PM - 03:00 PM");
    await date.fill(saturday);
    await consultation.getByRole("button", { name: "Book Free Consultation" }).click();
    expect(await date.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      formNotices.weekendDateMessage,
    );
    await expect(
      consultation.getByRole("button", { name: "Book Free Consultation" }),
    ).toBeEnabled();

    // A weekday clears the message.
    await date.fill(await bookableDate(page, 8));
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
    expect(sent).toEqual([]);
  });

  await test.step("a backend that never answers ends in the error toast within 20 seconds, with every value kept", async () => {
    // Hold the request forever: neither fulfilled nor passed on.
    await page.route("**/rest/v1/contacts*", () => undefined);
    await form.scrollIntoViewIfNeeded();
    await expectContactValuesKept(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
    await expect(toastText(page, "Error Sending Message")).toHaveCount(0);
    await page.clock.fastForward(20_000);
    await expect(toastText(page, "Error Sending Message")).toBeVisible();
    await expectContactValuesKept(form);
  });
});
