// Every inquiry reaches a person: what the forms send arrives in the mail
// catcher that the end-to-end run starts beside the site (scripts/mail-stack.mjs:
// the send-outbox Edge Function under Deno, its scheduler and maildev).
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2eMailUrl } from "../scripts/mail-ports.ts";
import { bookableDate, expectNoAxeViolations, waitForHydration } from "./support";

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

const sentTo = (address: string) => (mail: CaughtMail) =>
  mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

const toastText = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
});

test("a contact inquiry arrives in the agency's inbox with the visitor as Reply-To", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("mail-contact");
  const name = `Ada ${Date.now()}`;
  const form = page.locator("#contact-form form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Project Type").selectOption("AI Automation");
  await form.getByLabel("Project Details").fill("Automate our invoices. <b>Soon</b>");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toastText(page, "Message Sent Successfully!")).toBeVisible();

  const { mail, source } = await oneMail(
    request,
    (caught) => caught.subject === `New inquiry: AI Automation from ${name}`,
  );
  expect(mail.to.map((to) => to.address)).toEqual(["hello@example.com"]);
  expect(source).toContain(`Reply-To: ${name} <${email}>`);
  expect(source).toContain("&lt;b&gt;Soon&lt;/b&gt;");
});

test("a booked consultation sends the visitor a calendar invitation and offers Add to calendar", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("mail-consult");
  const preferredDate = await bookableDate(page, 3);
  const form = page.locator("#consultation form");
  await form.getByLabel("Full Name").fill("Grace Hopper");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Consultation Type").selectOption("Technical Architecture Review");
  await form.getByLabel("Preferred Date").fill(preferredDate);
  await form.getByLabel("Preferred Time").selectOption("02:00 PM - 03:00 PM");
  await form.getByRole("button", { name: "Book Free Consultation" }).click();
  await expect(toastText(page, "Consultation Booked!")).toBeVisible();

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
  const dtstart = `DTSTART;TZID=America/Los_Angeles:${preferredDate.replaceAll("-", "")}T140000`;
  expect(fs.readFileSync(await download.path(), "utf8")).toContain(dtstart);
  await expectNoAxeViolations(page);

  const { source } = await oneMail(request, sentTo(email));
  expect(source).toContain("Content-Type: text/calendar");
  expect(source).toContain("METHOD:REQUEST");
  expect(source).toContain(dtstart);
  // The address may be anyone's: the invitation carries none of what the form's sender wrote.
  expect(source).not.toContain("Grace Hopper");
});

test("a newsletter sign-up is confirmed by following the link in its email", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("mail-news");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address for the newsletter").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(toastText(page, "Subscribed!")).toBeVisible();

  const { mail, source } = await oneMail(request, sentTo(email));
  expect(mail.subject).toBe("Confirm your newsletter subscription");
  // The text part is quoted-printable: soft line breaks and "=3D" undone.
  const decoded = source
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /(https?:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f]+)/.exec(decoded)?.[1];
  expect(link).toBeTruthy();
  expect(source).toMatch(/List-Unsubscribe:\s+<\S+\/newsletter\/unsubscribe\?token=[0-9a-f]+>/);

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
});
