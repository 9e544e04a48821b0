import { expect, test, type Page, type Route } from "@playwright/test";
import { bookableDate, waitForHydration } from "./support";

/** Answers the intercepted Supabase REST call, with the CORS headers the browser needs for a cross-origin answer. */
async function answer(route: Route, status: number, body = "") {
  const request = route.request();
  const headers = {
    "access-control-allow-origin": request.headers()["origin"] ?? "*",
    "access-control-allow-methods": "GET, POST, OPTIONS",
    "access-control-allow-headers": request.headers()["access-control-request-headers"] ?? "*",
    "content-type": "application/json",
  };
  if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers });
  return route.fulfill({ status, headers, body });
}

/** Intercepts inserts into `table`; returns the JSON bodies of the POSTs the page sent. */
async function interceptInserts(page: Page, table: string, status: number, body = "") {
  const posted: unknown[] = [];
  await page.route(`**/rest/v1/${table}*`, async (route) => {
    if (route.request().method() === "POST") posted.push(route.request().postDataJSON());
    await answer(route, status, body);
  });
  return posted;
}

/** Every request the page makes to the Supabase REST API, answered or not. */
function watchRestCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/rest/v1/") && request.method() !== "OPTIONS")
      calls.push(request.url());
  });
  return calls;
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

const enquiry = {
  "Full Name": "Ada Lovelace",
  "Email Address": "ada@example.com",
  Company: "Analytical Engines Ltd",
  "Phone Number": "+44 20 7946 0000",
  "Project Details": "We want to automate invoice matching across three ERPs.",
};

async function openContactPage(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page);
  return page.locator("#contact-form form");
}

async function fillEnquiry(page: Page) {
  const form = page.locator("#contact-form form");
  for (const [label, value] of Object.entries(enquiry)) await form.getByLabel(label).fill(value);
  await form.getByLabel("Project Type").selectOption("AI Automation");
  await form.getByLabel("Project Budget").selectOption("$25k - $50k");
  return form;
}

test.describe("contact page", () => {
  test("shows its heading, contact details, what to expect and the consultation booking", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(
      page.getByRole("heading", { level: 1, name: "Let's Start Your AI Journey" }),
    ).toBeVisible();

    const details = page.locator("#contact-form");
    await expect(details.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await expect(details.getByRole("link", { name: "+1 (415) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+14155550142",
    );
    await expect(details.locator("address")).toContainText("548 Market Street, Suite 300");
    await expect(details.locator("address")).toContainText("San Francisco, CA 94104");

    await expect(page.getByRole("heading", { level: 2, name: "What to Expect" })).toBeVisible();
    for (const item of [
      "Response within 24 hours",
      "Free initial consultation",
      "Custom project proposal",
      "Clear timeline and pricing",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: item })).toBeVisible();
    }

    const consultation = page.locator("#consultation");
    await expect(consultation.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(consultation).toContainText("45");
    await expect(consultation).toContainText("Zoom");
    await expect(consultation).toContainText("Meet");
  });

  test("the hero's buttons lead to the enquiry form and the consultation booking", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Send a Message" })).toHaveAttribute(
      "href",
      "#contact-form",
    );
    await page.getByRole("link", { name: "Book a Free Consultation" }).click();
    await expect(page.locator("#consultation").getByRole("heading", { level: 2 })).toBeInViewport();
  });
});

test.describe("contact form", () => {
  test("offers the specified fields, with the required ones marked required", async ({ page }) => {
    const form = await openContactPage(page);
    for (const label of ["Full Name", "Email Address", "Project Type", "Project Details"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    }
    for (const label of ["Company", "Phone Number", "Project Budget"]) {
      await expect(form.getByLabel(label)).not.toHaveAttribute("required");
    }
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    const height = await form
      .getByLabel("Project Details")
      .evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(120);
  });

  test("a successful submission sends exactly the specified payload, clears the form and confirms", async ({
    page,
  }) => {
    const posted = await interceptInserts(page, "contacts", 201);
    await openContactPage(page);
    const form = await fillEnquiry(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(toasts(page).getByText("Message Sent Successfully!")).toBeVisible();
    await expect(toasts(page).getByText("We'll get back to you within 24 hours.")).toBeVisible();
    expect(posted).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines Ltd",
        phone: "+44 20 7946 0000",
        project_type: "AI Automation",
        budget: "$25k - $50k",
        message: "We want to automate invoice matching across three ERPs.",
      },
    ]);
    for (const label of [...Object.keys(enquiry), "Project Type", "Project Budget"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("shows 'Sending Message...' on a pending button while the request is in flight", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/rest/v1/contacts*", async (route) => {
      if (route.request().method() === "POST") await held;
      await answer(route, 201);
    });
    await openContactPage(page);
    const form = await fillEnquiry(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
    release();
    await expect(toasts(page).getByText("Message Sent Successfully!")).toBeVisible();
  });

  test("a failed request keeps every value and shows the error toast", async ({ page }) => {
    const error = { code: "XX000", message: "internal server error", details: null, hint: null };
    const posted = await interceptInserts(page, "contacts", 500, JSON.stringify(error));
    await openContactPage(page);
    const form = await fillEnquiry(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(toasts(page).getByText("Error Sending Message")).toBeVisible();
    await expect(toasts(page).getByText("Please try again or contact us directly.")).toBeVisible();
    expect(posted).toHaveLength(1);
    for (const [label, value] of Object.entries(enquiry))
      await expect(form.getByLabel(label)).toHaveValue(value);
    await expect(form.getByLabel("Project Type")).toHaveValue("AI Automation");
    await expect(form.getByLabel("Project Budget")).toHaveValue("$25k - $50k");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("missing required fields and a malformed email block submission", async ({ page }) => {
    const calls = watchRestCalls(page);
    const form = await openContactPage(page);
    const submit = form.getByRole("button", { name: "Send Message" });

    await submit.click();
    expect(
      await form
        .getByLabel("Full Name")
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);

    await fillEnquiry(page);
    await form.getByLabel("Email Address").fill("ada-at-example");
    await submit.click();
    expect(
      await form
        .getByLabel("Email Address")
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);

    await form.getByLabel("Email Address").fill("ada@example.com");
    await form.getByLabel("Project Details").fill("");
    await submit.click();
    await expect(submit).toHaveText("Send Message");
    expect(calls).toEqual([]);
    await expect(toasts(page).getByRole("status")).toHaveCount(0);
  });
});

test.describe("consultation form", () => {
  // Far from UTC, so a date taken from toISOString would be a day off for half of every day.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("its earliest selectable date is today in the visitor's time zone", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const today = await page.evaluate(() => {
      const now = new Date();
      return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
        .map((part) => String(part).padStart(2, "0"))
        .join("-");
    });
    const date = page.locator("#consultation").getByLabel("Preferred Date");
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveAttribute("min", today);
  });

  test("offers the seven time slots and the goals field at least 100 px tall", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#consultation form");
    const slots = await form
      .getByLabel("Preferred Time")
      .locator("option:not([value=''])")
      .allTextContents();
    expect(slots).toEqual([
      "09:00 AM - 10:00 AM",
      "10:00 AM - 11:00 AM",
      "11:00 AM - 12:00 PM",
      "01:00 PM - 02:00 PM",
      "02:00 PM - 03:00 PM",
      "03:00 PM - 04:00 PM",
      "04:00 PM - 05:00 PM",
    ]);
    const goals = form.getByLabel("Tell us about your goals");
    expect(
      await goals.evaluate((element) => element.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(100);
    await expect(goals).not.toHaveAttribute("required");
  });

  test("a submission shows 'Booking Session...', then the toast, and clears the form", async ({
    page,
  }) => {
    const posted = await interceptInserts(page, "consultation_requests", 201);
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.locator("#consultation form");
    const inAWeek = await bookableDate(page, 7);

    await form.getByLabel("Full Name").fill("Grace Hopper");
    await form.getByLabel("Email Address").fill("grace@example.com");
    await form.getByLabel("Company").fill("Compiler Labs");
    await form.getByLabel("Consultation Type").selectOption("AI Strategy & Roadmap");
    await form.getByLabel("Preferred Date").fill(inAWeek);
    await form.getByLabel("Preferred Time").selectOption("10:00 AM - 11:00 AM");
    await form.getByLabel("Tell us about your goals").fill("Plan our first AI pilot.");
    await form.getByRole("button", { name: "Book Free Consultation" }).click();

    await expect(form.getByRole("button", { name: "Booking Session..." })).toBeDisabled();
    await expect(toasts(page).getByText("Consultation Booked!")).toBeVisible({ timeout: 5000 });
    await expect(toasts(page).getByText("We'll send you a calendar invite shortly.")).toBeVisible();
    expect(posted).toEqual([
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        company: "Compiler Labs",
        consultation_type: "AI Strategy & Roadmap",
        preferred_date: inAWeek,
        preferred_time: "10:00 AM - 11:00 AM",
        message: "Plan our first AI pilot.",
      },
    ]);
    for (const label of [
      "Full Name",
      "Email Address",
      "Company",
      "Consultation Type",
      "Preferred Date",
      "Preferred Time",
      "Tell us about your goals",
    ]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
  });

  test("a failed booking keeps the values and shows an error toast", async ({ page }) => {
    await interceptInserts(
      page,
      "consultation_requests",
      500,
      JSON.stringify({ code: "XX000", message: "down" }),
    );
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.locator("#consultation form");
    await form.getByLabel("Full Name").fill("Grace Hopper");
    await form.getByLabel("Email Address").fill("grace@example.com");
    await form.getByLabel("Consultation Type").selectOption("Technical Architecture Review");
    const min = await form.getByLabel("Preferred Date").getAttribute("min");
    await form.getByLabel("Preferred Date").fill(min!);
    await form.getByLabel("Preferred Time").selectOption("02:00 PM - 03:00 PM");
    await form.getByRole("button", { name: "Book Free Consultation" }).click();

    await expect(toasts(page).getByText("Booking Failed")).toBeVisible({ timeout: 5000 });
    await expect(form.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(form.getByLabel("Preferred Date")).toHaveValue(min!);
    await expect(form.getByLabel("Preferred Time")).toHaveValue("02:00 PM - 03:00 PM");
  });
});
