import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2eBackendUrl } from "../scripts/build-paths.ts";
import { bookableDate, waitForHydration } from "./support";

/** What the throwaway local backend stored, read with its own privileged connection. */
async function storedRows(request: APIRequestContext, table: string, email: string) {
  const response = await request.get(`${e2eBackendUrl}/_local/rows?limit=1000`);
  expect(response.ok()).toBe(true);
  const tables = (await response.json()) as Record<string, Record<string, unknown>[]>;
  return tables[table].filter((row) => String(row.email).toLowerCase() === email.toLowerCase());
}

/** A toast on screen (Radix also copies its text into a live region for screen readers). */
const toastText = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

function contactForm(page: Page) {
  return page.locator("#contact-form form");
}

async function fillContactForm(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Company").fill("Analytical Engines Ltd");
  await form.getByLabel("Phone Number").fill("+1 (415) 555-0199");
  await form.getByLabel("Project Type").selectOption("Low-Code/No-Code Solutions");
  await form.getByLabel("Project Budget").selectOption("$25k - $50k");
  await form
    .getByLabel("Project Details")
    .fill("Automate our invoice approvals — 2,000 a month. <script>ok</script> 🚀");
  return form;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
});

test("the contact form stores exactly one row with exactly what was typed", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("contact");
  const form = await fillContactForm(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toastText(page, "Message Sent Successfully!")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("");

  const rows = await storedRows(request, "contacts", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: "Ada Lovelace",
    email,
    company: "Analytical Engines Ltd",
    phone: "+1 (415) 555-0199",
    project_type: "Low-Code/No-Code Solutions",
    budget: "$25k - $50k",
    message: "Automate our invoice approvals — 2,000 a month. <script>ok</script> 🚀",
  });
});

test("a double click on Send Message stores one row", async ({ page, request }) => {
  const email = uniqueEmail("double");
  const form = await fillContactForm(page, email);
  await form.getByRole("button", { name: "Send Message" }).dblclick();
  await expect(toastText(page, "Message Sent Successfully!")).toBeVisible();
  expect(await storedRows(request, "contacts", email)).toHaveLength(1);
});

test("a filled honeypot shows success and stores nothing", async ({ page, request }) => {
  const email = uniqueEmail("bot");
  const form = await fillContactForm(page, email);
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toastText(page, "Message Sent Successfully!")).toBeVisible();
  expect(await storedRows(request, "contacts", email)).toHaveLength(0);
});

test("with the backend unreachable the contact form reports the error and keeps every value", async ({
  page,
}) => {
  await page.route(`${e2eBackendUrl}/**`, (route) => route.abort("connectionrefused"));
  const email = uniqueEmail("offline");
  const form = await fillContactForm(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toastText(page, "Error Sending Message")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Email Address")).toHaveValue(email);
  await expect(form.getByLabel("Company")).toHaveValue("Analytical Engines Ltd");
  await expect(form.getByLabel("Phone Number")).toHaveValue("+1 (415) 555-0199");
  await expect(form.getByLabel("Project Type")).toHaveValue("Low-Code/No-Code Solutions");
  await expect(form.getByLabel("Project Budget")).toHaveValue("$25k - $50k");
  await expect(form.getByLabel("Project Details")).toHaveValue(/invoice approvals/);
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("the consultation form stores its request", async ({ page, request }) => {
  const email = uniqueEmail("consult");
  const preferredDate = await bookableDate(page, 1);
  const form = page.locator("#consultation form");
  await form.getByLabel("Full Name").fill("Grace Hopper");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Company").fill("Compiler Co");
  await form.getByLabel("Consultation Type").selectOption("Technical Architecture Review");
  await form.getByLabel("Preferred Date").fill(preferredDate);
  await form.getByLabel("Preferred Time").selectOption("02:00 PM - 03:00 PM");
  await form.getByLabel("Tell us about your goals").fill("Review our event pipeline.");
  await form.getByRole("button", { name: "Book Free Consultation" }).click();
  await expect(form.getByRole("button", { name: "Booking Session..." })).toBeDisabled();
  await expect(toastText(page, "Consultation Booked!")).toBeVisible();

  const rows = await storedRows(request, "consultation_requests", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: "Grace Hopper",
    company: "Compiler Co",
    consultation_type: "Technical Architecture Review",
    preferred_time: "02:00 PM - 03:00 PM",
    message: "Review our event pipeline.",
  });
  expect(String(rows[0].preferred_date)).toContain(preferredDate);
});

test("a newsletter sign-up is stored once with the page it came from, even when repeated", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("news");
  const footer = page.getByRole("contentinfo");
  for (const address of [email, email.toUpperCase()]) {
    await footer.getByLabel("Email address for the newsletter").fill(address);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(toastText(page, "Subscribed!")).toBeVisible();
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  }
  const rows = await storedRows(request, "newsletter_subscribers", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ email, source: "/contact" });
});
