import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

/** Answers every insert into `table` with success (and the CORS headers a cross-origin answer needs). */
async function acceptInserts(page: Page, table: string) {
  await page.route(`**/rest/v1/${table}*`, (route) => {
    const request = route.request();
    const headers = {
      "access-control-allow-origin": request.headers()["origin"] ?? "*",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": request.headers()["access-control-request-headers"] ?? "*",
      "content-type": "application/json",
    };
    return route.fulfill({ status: request.method() === "OPTIONS" ? 204 : 201, headers });
  });
}

test.describe("after a form succeeds, the focus lands on a success message in place", () => {
  test("the contact form's message takes the focus and offers to send another", async ({
    page,
  }) => {
    await acceptInserts(page, "contacts");
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.locator("#contact-form form");
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email Address").fill("ada@example.com");
    await form.getByLabel("Project Type").selectOption("AI Automation");
    await form.getByLabel("Project Details").fill("Automate our invoice approvals.");
    await form.getByRole("button", { name: "Send Message" }).click();

    const message = form.getByRole("status", { name: "Message Sent Successfully!" });
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();
    await expect(message).toContainText("We'll get back to you within 24 hours.");
    await expect(form.getByLabel("Full Name")).toHaveValue("");

    await message.getByRole("button", { name: "Send another message" }).click();
    await expect(message).toBeHidden();
    await expect(form.getByLabel("Full Name")).toBeFocused();
  });

  test("the footer newsletter box's message takes the focus", async ({ page }) => {
    await acceptInserts(page, "newsletter_subscribers");
    await page.goto("/privacy");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address for the newsletter").fill("ada@example.com");
    await footer.getByLabel("Email address for the newsletter").press("Enter");

    const message = footer.getByRole("status", { name: "Subscribed!" });
    await expect(message).toBeFocused({ timeout: 5000 });
    await expect(message).toContainText("Check your inbox");
    await expect(footer.getByLabel("Email address for the newsletter")).toHaveValue("");

    await message.getByRole("button", { name: "Sign up another address" }).click();
    await expect(message).toBeHidden();
    await expect(footer.getByLabel("Email address for the newsletter")).toBeFocused();
  });
});
