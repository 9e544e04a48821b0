import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { bookableDate, enter, hydrated, inFirefox, storedRows, uniqueEmail } from "./support";

/**
 * The contact page's two forms in a browser: typing, constraint validation, the pending
 * button, toasts, what is sent, the in-place success message, heights and the visitor's time
 * zone. What the page says as first served (heading, details, fields and their `required`,
 * the time slots, the hero's anchors) is checked in tests/site/forms-contact.test.ts.
 */

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

/**
 * Intercepts inserts into `table`, answering each with what `reply()` says at that moment
 * (after `hold`, if given), or letting it through to the local backend when it says null;
 * returns the JSON bodies of the POSTs the page sent. Firefox's driver cannot read a request's
 * body: there each is null, and what was sent is read from the database instead.
 */
async function interceptInserts(
  page: Page,
  table: string,
  reply: () => { status: number; body?: string } | null,
  hold?: Promise<void>,
) {
  const posted: unknown[] = [];
  await page.route(`**/rest/v1/${table}*`, async (route) => {
    if (route.request().method() === "POST") {
      posted.push(inFirefox(page) ? null : route.request().postDataJSON());
      await hold;
    }
    const answered = reply();
    if (!answered) return route.fallback();
    await answer(route, answered.status, answered.body);
  });
  return posted;
}

/** What the page sent, where the browser's driver can read it (not in Firefox). */
const readable = (page: Page, posted: unknown[]) => (inFirefox(page) ? [] : posted);

/** Every request the page makes to the Supabase REST API, answered or not. */
function watchRestCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/rest/v1/") && request.method() !== "OPTIONS")
      calls.push(request.url());
  });
  return calls;
}

const heightOf = (control: Locator) =>
  control.evaluate((element) => element.getBoundingClientRect().height);

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

const enquiry = {
  "Full Name": "Ada Lovelace",
  "Email Address": "ada@example.com",
  Company: "Analytical Engines Ltd",
  "Phone Number": "+44 20 7946 0000",
  "Project Details": "We want to automate invoice matching across three ERPs.",
};

const enquiryPayload = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  phone: "+44 20 7946 0000",
  project_type: "AI Automation",
  budget: "$25k - $50k",
  message: "We want to automate invoice matching across three ERPs.",
};

async function fillEnquiry(form: Locator) {
  for (const [label, value] of Object.entries(enquiry)) await enter(form.getByLabel(label), value);
  await form.getByLabel("Project Type").selectOption("AI Automation");
  await form.getByLabel("Project Budget").selectOption("$25k - $50k");
}

test(
  "the contact form blocks missing and malformed input, shows 'Sending Message...' while in flight, keeps every value on failure, then sends exactly the specified payload, clears and confirms in place",
  { tag: "@firefox" },
  async ({ page }) => {
    const calls = watchRestCalls(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reply = {
      status: 500,
      body: JSON.stringify({
        code: "XX000",
        message: "internal server error",
        details: null,
        hint: null,
      }),
    };
    const posted = await interceptInserts(page, "contacts", () => reply, held);
    await page.goto("/contact");
    const form = await hydrated(page.locator("#contact-form form"));
    const submit = form.getByRole("button", { name: "Send Message" });

    await test.step("the project details box is at least 120 px tall", async () => {
      expect(await heightOf(form.getByLabel("Project Details"))).toBeGreaterThanOrEqual(120);
    });

    await test.step("missing required fields and a malformed email block submission", async () => {
      await submit.click();
      expect(
        await form
          .getByLabel("Full Name")
          .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);

      await fillEnquiry(form);
      await enter(form.getByLabel("Email Address"), "ada-at-example");
      await submit.click();
      expect(
        await form
          .getByLabel("Email Address")
          .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
      ).toBe(true);

      await enter(form.getByLabel("Email Address"), "ada@example.com");
      await enter(form.getByLabel("Project Details"), "");
      await submit.click();
      await expect(submit).toHaveText("Send Message");
      expect(calls).toEqual([]);
      await expect(toasts(page).getByRole("status")).toHaveCount(0);
    });

    await test.step("a pending button reads 'Sending Message...' while the request is in flight", async () => {
      await fillEnquiry(form);
      await submit.click();
      await expect(form.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
      release();
    });

    await test.step("a failed request keeps every value and shows the error toast", async () => {
      await expect(toasts(page).getByText("Error Sending Message")).toBeVisible();
      await expect(
        toasts(page).getByText("Please try again or contact us directly."),
      ).toBeVisible();
      expect(posted).toHaveLength(1);
      expect(readable(page, posted)).toEqual(readable(page, [enquiryPayload]));
      for (const [label, value] of Object.entries(enquiry))
        await expect(form.getByLabel(label)).toHaveValue(value);
      await expect(form.getByLabel("Project Type")).toHaveValue("AI Automation");
      await expect(form.getByLabel("Project Budget")).toHaveValue("$25k - $50k");
      await expect(submit).toBeEnabled();
    });

    await test.step("a successful submission sends exactly the specified payload, clears the form and confirms", async () => {
      reply = { status: 201, body: "" };
      await submit.click();
      await expect(toasts(page).getByText("Message Sent Successfully!")).toBeVisible();
      await expect(toasts(page).getByText("We'll get back to you within 24 hours.")).toBeVisible();
      expect(posted).toHaveLength(2);
      expect(readable(page, posted)).toEqual(readable(page, [enquiryPayload, enquiryPayload]));
      for (const label of [...Object.keys(enquiry), "Project Type", "Project Budget"]) {
        await expect(form.getByLabel(label)).toHaveValue("");
      }
      await expect(submit).toBeEnabled();
    });

    await test.step("the success message takes the focus and offers to send another", async () => {
      const message = form.getByRole("status", { name: "Message Sent Successfully!" });
      await expect(message).toBeFocused();
      await expect(message).toBeInViewport();
      await expect(message).toContainText("We'll get back to you within 24 hours.");
      await message.getByRole("button", { name: "Send another message" }).click();
      await expect(message).toBeHidden();
      await expect(form.getByLabel("Full Name")).toBeFocused();
    });
  },
);

test.describe("in the visitor's time zone", () => {
  // Far from UTC, so a date taken from toISOString would be a day off for half of every day.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test(
    "the hero leads to the consultation form, whose earliest date is today, whose goals box is at least 100 px tall, which keeps the values on failure and on success shows 'Booking Session...', the toast, sends the request and clears",
    { tag: "@firefox" },
    async ({ page, request }) => {
      let reply: { status: number; body: string } | null = {
        status: 500,
        body: JSON.stringify({ code: "XX000", message: "down" }),
      };
      const posted = await interceptInserts(page, "consultation_requests", () => reply);
      await page.goto("/contact");

      await test.step("the hero's 'Book a Free Consultation' brings the booking into view", async () => {
        await page.getByRole("link", { name: "Book a Free Consultation" }).click();
        await expect(
          page.locator("#consultation").getByRole("heading", { level: 2 }),
        ).toBeInViewport();
      });

      const form = await hydrated(page.locator("#consultation form"));
      const date = form.getByLabel("Preferred Date");
      const submit = form.getByRole("button", { name: "Book Free Consultation" });

      await test.step("its earliest selectable date is today in the visitor's time zone", async () => {
        const today = await page.evaluate(() => {
          const now = new Date();
          return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
            .map((part) => String(part).padStart(2, "0"))
            .join("-");
        });
        await expect(date).toHaveAttribute("type", "date");
        await expect(date).toHaveAttribute("min", today);
      });

      await test.step("the goals box is at least 100 px tall", async () => {
        expect(await heightOf(form.getByLabel("Tell us about your goals"))).toBeGreaterThanOrEqual(
          100,
        );
      });

      await test.step("a failed booking keeps the values and shows an error toast", async () => {
        // The earliest bookable day: today, unless today is a weekend (the form books weekdays).
        const soonest = await bookableDate(page, 0);
        await enter(form.getByLabel("Full Name"), "Grace Hopper");
        await enter(form.getByLabel("Email Address"), "grace@example.com");
        await form.getByLabel("Consultation Type").selectOption("Technical Architecture Review");
        await enter(date, soonest);
        await form.getByLabel("Preferred Time").selectOption("02:00 PM - 03:00 PM");
        await submit.click();

        await expect(toasts(page).getByText("Booking Failed")).toBeVisible({ timeout: 5000 });
        expect(posted).toHaveLength(1);
        await expect(form.getByLabel("Full Name")).toHaveValue("Grace Hopper");
        await expect(date).toHaveValue(soonest);
        await expect(form.getByLabel("Preferred Time")).toHaveValue("02:00 PM - 03:00 PM");
      });

      await test.step("a submission shows 'Booking Session...', then the toast, stores the request and clears the form", async () => {
        // Through to the local backend, which stores it.
        reply = null;
        const email = uniqueEmail("grace");
        const inAWeek = await bookableDate(page, 7);
        await enter(form.getByLabel("Full Name"), "Grace Hopper");
        await enter(form.getByLabel("Email Address"), email);
        await enter(form.getByLabel("Company"), "Compiler Labs");
        await form.getByLabel("Consultation Type").selectOption("AI Strategy & Roadmap");
        await enter(date, inAWeek);
        await form.getByLabel("Preferred Time").selectOption("10:00 AM - 11:00 AM");
        await enter(form.getByLabel("Tell us about your goals"), "Plan our first AI pilot.");
        await submit.click();

        await expect(form.getByRole("button", { name: "Booking Session..." })).toBeDisabled();
        await expect(toasts(page).getByText("Consultation Booked!")).toBeVisible({ timeout: 5000 });
        await expect(
          toasts(page).getByText("We'll send you a calendar invite shortly."),
        ).toBeVisible();
        expect(posted).toHaveLength(2);
        const rows = await storedRows(request, "consultation_requests", email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          name: "Grace Hopper",
          email,
          company: "Compiler Labs",
          consultation_type: "AI Strategy & Roadmap",
          preferred_date: inAWeek,
          preferred_time: "10:00 AM - 11:00 AM",
          message: "Plan our first AI pilot.",
        });
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
    },
  );
});
