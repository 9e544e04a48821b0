import { expect, test, type Locator, type Page } from "@playwright/test";
import { enter, hydrated, storedRows, uniqueEmail } from "./support";
import { e2eBackendUrl } from "../scripts/build-paths.ts";

/**
 * The contact page's forms against the throwaway local backend: what lands in the database,
 * and how often. (The consultation's stored request and its mail: e2e/mail.spec.ts.)
 */

/**
 * Waits for a toast on screen (Radix also copies its text into a live region for screen
 * readers), then closes it, so the next step's toast is its own.
 */
async function seeToast(page: Page, text: string) {
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region.getByText(text)).toBeVisible();
  await region.getByRole("button", { name: "Close notification" }).click();
  await expect(region.getByText(text)).toHaveCount(0);
}

const message = "Automate our invoice approvals — 2,000 a month. <script>ok</script> 🚀";

async function fillContactForm(form: Locator, email: string) {
  await enter(form.getByLabel("Full Name"), "Ada Lovelace");
  await enter(form.getByLabel("Email Address"), email);
  await enter(form.getByLabel("Company"), "Analytical Engines Ltd");
  await enter(form.getByLabel("Phone Number"), "+1 (415) 555-0199");
  await form.getByLabel("Project Type").selectOption("Low-Code/No-Code Solutions");
  await form.getByLabel("Project Budget").selectOption("$25k - $50k");
  await enter(form.getByLabel("Project Details"), message);
}

test(
  "on /contact the contact form keeps every value with the backend unreachable, then stores exactly one row with exactly what was typed; a double click stores one row, a filled honeypot none; a newsletter sign-up is stored once with its page, even when repeated",
  { tag: "@firefox" },
  async ({ page, request }) => {
    // Several former tests in one page visit: the budget of their steps together.
    test.setTimeout(60_000);
    await page.goto("/contact");
    const form = await hydrated(page.locator("#contact-form form"));
    const send = form.getByRole("button", { name: "Send Message" });
    const email = uniqueEmail("contact");

    await test.step("with the backend unreachable the contact form reports the error and keeps every value", async () => {
      await page.route(`${e2eBackendUrl}/**`, (route) => route.abort("connectionrefused"));
      await fillContactForm(form, email);
      await send.click();
      await seeToast(page, "Error Sending Message");
      await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      await expect(form.getByLabel("Company")).toHaveValue("Analytical Engines Ltd");
      await expect(form.getByLabel("Phone Number")).toHaveValue("+1 (415) 555-0199");
      await expect(form.getByLabel("Project Type")).toHaveValue("Low-Code/No-Code Solutions");
      await expect(form.getByLabel("Project Budget")).toHaveValue("$25k - $50k");
      await expect(form.getByLabel("Project Details")).toHaveValue(/invoice approvals/);
      await expect(send).toBeEnabled();
      await page.unroute(`${e2eBackendUrl}/**`);
    });

    await test.step("sent again, it stores exactly one row with exactly what was typed", async () => {
      await send.click();
      await seeToast(page, "Message Sent Successfully!");
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
        message,
      });
    });

    await test.step("a double click on Send Message stores one row", async () => {
      const double = uniqueEmail("double");
      await fillContactForm(form, double);
      await send.dblclick();
      await seeToast(page, "Message Sent Successfully!");
      expect(await storedRows(request, "contacts", double)).toHaveLength(1);
    });

    await test.step("a filled honeypot shows success and stores nothing", async () => {
      const bot = uniqueEmail("bot");
      await fillContactForm(form, bot);
      await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
        input.value = "https://spam.example";
      });
      await send.click();
      await seeToast(page, "Message Sent Successfully!");
      expect(await storedRows(request, "contacts", bot)).toHaveLength(0);
    });

    await test.step("a newsletter sign-up is stored once with the page it came from, even when repeated", async () => {
      const news = uniqueEmail("news");
      const footer = page.getByRole("contentinfo");
      await hydrated(footer.locator("form"));
      for (const address of [news, news.toUpperCase()]) {
        await enter(footer.getByLabel("Email address for the newsletter"), address);
        await footer.getByRole("button", { name: "Subscribe" }).click();
        await expect(footer.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
        await seeToast(page, "Subscribed!");
        await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled();
      }
      const rows = await storedRows(request, "newsletter_subscribers", news);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: news, source: "/contact" });
    });
  },
);
