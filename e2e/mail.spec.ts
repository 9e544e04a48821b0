// Every inquiry reaches a person: what the forms send arrives in the mail
// catcher that the end-to-end run starts beside the site (scripts/mail-stack.mjs:
// the send-outbox Edge Function under Deno, its scheduler and maildev).
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2eBackendUrl } from "../scripts/build-paths.ts";
import { e2eMailUrl } from "../scripts/mail-ports.ts";
import { bookableDate, expectNoAxeViolations, hydrated } from "./support";

type CaughtMail = {
  id: string;
  subject: string;
  to: { address: string }[];
  attachments?: { fileName?: string; contentType?: string }[];
};

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The caught mails for which `match` holds, as the mail catcher's JSON API lists them. */
async function mailsWhere(request: APIRequestContext, match: (mail: CaughtMail) => boolean) {
  const response = await request.get(`${e2eMailUrl}/api/email`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CaughtMail[]).filter(match);
}

/** Waits until exactly one such mail has arrived and returns it with its raw source. */
async function oneMail(request: APIRequestContext, match: (mail: CaughtMail) => boolean) {
  await expect
    .poll(async () => (await mailsWhere(request, match)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await mailsWhere(request, match);
  const source = await (await request.get(`${e2eMailUrl}/api/email/${mail!.id}/source`)).text();
  return { mail: mail!, source };
}

/** What the throwaway local backend stored, read with its own privileged connection. */
async function storedRows(request: APIRequestContext, table: string, email: string) {
  const response = await request.get(`${e2eBackendUrl}/_local/rows?limit=1000`);
  expect(response.ok()).toBe(true);
  const tables = (await response.json()) as Record<string, Record<string, unknown>[]>;
  return tables[table].filter((row) => String(row.email).toLowerCase() === email.toLowerCase());
}

const sentTo = (address: string) => (mail: CaughtMail) =>
  mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

const toastText = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

// The three forms are sent one after another and their mails awaited afterwards, so the
// sender's schedule (a run every second) is waited for once, not three times.
test("from /contact an inquiry reaches the agency's inbox with the visitor as Reply-To, a booked consultation is stored and sends the visitor a calendar invitation and offers Add to calendar, and a newsletter sign-up is confirmed by following the link in its email", async ({
  page,
  request,
}) => {
  // Several former tests in one page visit: the budget of their steps together.
  test.setTimeout(60_000);
  await page.goto("/contact");

  const name = `Ada ${Date.now()}`;
  const contactEmail = uniqueEmail("mail-contact");
  await test.step("an inquiry is sent", async () => {
    const form = await hydrated(page.locator("#contact-form form"));
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill(contactEmail);
    await form.getByLabel("Project Type").selectOption("AI Automation");
    await form.getByLabel("Project Details").fill("Automate our invoices. <b>Soon</b>");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toastText(page, "Message Sent Successfully!")).toBeVisible();
  });

  const consultEmail = uniqueEmail("mail-consult");
  let dtstart = "";
  await test.step("a booked consultation is stored and offers Add to calendar", async () => {
    const preferredDate = await bookableDate(page, 3);
    dtstart = `DTSTART;TZID=America/Los_Angeles:${preferredDate.replaceAll("-", "")}T140000`;
    const form = await hydrated(page.locator("#consultation form"));
    await form.getByLabel("Full Name").fill("Grace Hopper");
    await form.getByLabel("Email Address").fill(consultEmail);
    await form.getByLabel("Company").fill("Compiler Co");
    await form.getByLabel("Consultation Type").selectOption("Technical Architecture Review");
    await form.getByLabel("Preferred Date").fill(preferredDate);
    await form.getByLabel("Preferred Time").selectOption("02:00 PM - 03:00 PM");
    await form.getByLabel("Tell us about your goals").fill("Review our event pipeline.");
    await form.getByRole("button", { name: "Book Free Consultation" }).click();
    await expect(form.getByRole("button", { name: "Booking Session..." })).toBeDisabled();
    await expect(toastText(page, "Consultation Booked!")).toBeVisible();

    const rows = await storedRows(request, "consultation_requests", consultEmail);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Grace Hopper",
      company: "Compiler Co",
      consultation_type: "Technical Architecture Review",
      preferred_time: "02:00 PM - 03:00 PM",
      message: "Review our event pipeline.",
    });
    expect(String(rows[0].preferred_date)).toContain(preferredDate);

    const calendar = form.getByRole("region", { name: "Add to calendar" });
    await expect(calendar).toContainText("02:00 PM - 03:00 PM Pacific Time (America/Los_Angeles)");
    await expect(calendar.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute(
      "href",
      new RegExp(`ctz=America%2FLos_Angeles`),
    );
    await expect(calendar.getByRole("link", { name: /Outlook Calendar/ })).toHaveAttribute(
      "href",
      /outlook\.live\.com/,
    );
    const downloadPromise = page.waitForEvent("download");
    await calendar.getByRole("link", { name: "Download .ics file" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("consultation.ics");
    expect(fs.readFileSync(await download.path(), "utf8")).toContain(dtstart);
    await expectNoAxeViolations(page);
  });

  const newsEmail = uniqueEmail("mail-news");
  await test.step("a newsletter sign-up is sent", async () => {
    const footer = page.getByRole("contentinfo");
    await hydrated(footer.locator("form"));
    await footer.getByLabel("Email address for the newsletter").fill(newsEmail);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(toastText(page, "Subscribed!")).toBeVisible();
  });

  await test.step("the inquiry arrives in the agency's inbox with the visitor as Reply-To", async () => {
    const { mail, source } = await oneMail(
      request,
      (caught) => caught.subject === `New inquiry: AI Automation from ${name}`,
    );
    expect(mail.to.map((to) => to.address)).toEqual(["hello@example.com"]);
    expect(source).toContain(`Reply-To: ${name} <${contactEmail}>`);
    expect(source).toContain("&lt;b&gt;Soon&lt;/b&gt;");
  });

  await test.step("the visitor gets a calendar invitation carrying none of what the form's sender wrote", async () => {
    const { source } = await oneMail(request, sentTo(consultEmail));
    expect(source).toContain("Content-Type: text/calendar");
    expect(source).toContain("METHOD:REQUEST");
    expect(source).toContain(dtstart);
    // The address may be anyone's: the invitation carries none of what the form's sender wrote.
    expect(source).not.toContain("Grace Hopper");
    expect(source).not.toContain("Compiler Co");
    expect(source).not.toContain("Review our event pipeline");
  });

  await test.step("the newsletter sign-up is confirmed by following the link in its email", async () => {
    const { mail, source } = await oneMail(request, sentTo(newsEmail));
    expect(mail.subject).toBe("Confirm your newsletter subscription");
    // The text part is quoted-printable: soft line breaks and "=3D" undone.
    const decoded = source
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const link = /(https?:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f]+)/.exec(decoded)?.[1];
    expect(link).toBeTruthy();
    expect(source).toMatch(/List-Unsubscribe:\s+<\S+\/newsletter\/unsubscribe\?token=[0-9a-f]+>/);

    await page.goto(link!);
    await expect(
      page.getByRole("heading", { name: "Your subscription is confirmed" }),
    ).toBeVisible();
  });
});
