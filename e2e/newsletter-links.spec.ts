import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hydrated } from "./support";
import { e2eBackendUrl } from "../scripts/build-paths.ts";
import { newsletterConfirmPage, newsletterUnsubscribePage } from "../src/content/newsletter-pages";

type SubscriberRow = {
  email: string;
  confirmed_at: string | null;
  confirm_token: string;
  unsubscribe_token: string;
};

/** The stored sign-ups of `email`, read with the backend's own privileged connection. */
async function subscriberRows(request: APIRequestContext, email: string) {
  const response = await request.get(`${e2eBackendUrl}/_local/rows?limit=1000`);
  expect(response.ok()).toBe(true);
  const tables = (await response.json()) as Record<string, SubscriberRow[]>;
  return tables.newsletter_subscribers.filter(
    (row) => row.email.toLowerCase() === email.toLowerCase(),
  );
}

/** The footer, once React owns its newsletter form (so typing reaches the app). */
async function hydratedFooterForm(page: Page) {
  const footer = page.getByRole("contentinfo");
  await hydrated(footer.locator("form"));
  return footer;
}

const outcome = (page: Page) => page.getByRole("status").filter({ has: page.getByRole("heading") });

test("a real sign-up from the footer of /privacy: its success message takes the focus; its confirmation link confirms it and a wrong token shows the same neutral page; its unsubscribe link deletes the address and a wrong one looks the same; a link without a token explains itself and calls nothing; a failed call shows an error with a retry button that tries again", async ({
  page,
  request,
}) => {
  // Several former tests in one visit: the budget of their steps together.
  test.setTimeout(60_000);
  const email = `links-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  let row!: SubscriberRow;

  await test.step("signed up with Enter, the footer newsletter box's success message takes the focus", async () => {
    await page.goto("/privacy");
    const footer = await hydratedFooterForm(page);
    const field = footer.getByLabel("Email address for the newsletter");
    await field.fill(email);
    await field.press("Enter");

    const message = footer.getByRole("status", { name: "Subscribed!" });
    await expect(message).toBeFocused({ timeout: 5000 });
    await expect(message).toContainText("Check your inbox");
    await expect(field).toHaveValue("");
    [row] = await subscriberRows(request, email);
    expect(row.confirmed_at).toBeNull();

    await message.getByRole("button", { name: "Sign up another address" }).click();
    await expect(message).toBeHidden();
    await expect(field).toBeFocused();
  });

  await test.step("the confirmation link from the sign-up confirms it", async () => {
    await page.goto(`/newsletter/confirm?token=${row.confirm_token}`);
    await expect(outcome(page)).toContainText(newsletterConfirmPage.done.title);
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
    await expect
      .poll(async () => (await subscriberRows(request, email))[0].confirmed_at)
      .not.toBeNull();
  });

  await test.step("a wrong confirmation token shows the same neutral page", async () => {
    await page.goto("/newsletter/confirm?token=not-a-real-token");
    await expect(outcome(page)).toContainText(newsletterConfirmPage.done.title);
  });

  await test.step("the unsubscribe link from the sign-up deletes the address, a wrong one looks the same", async () => {
    await page.goto(`/newsletter/unsubscribe?token=${row.unsubscribe_token}`);
    await expect(outcome(page)).toContainText(newsletterUnsubscribePage.done.title);
    await expect.poll(async () => (await subscriberRows(request, email)).length).toBe(0);

    await page.goto("/newsletter/unsubscribe?token=not-a-real-token");
    await expect(outcome(page)).toContainText(newsletterUnsubscribePage.done.title);
  });

  await test.step("a link without a token explains itself and calls nothing", async () => {
    const calls: string[] = [];
    page.on("request", (call) => {
      if (call.url().includes("/rest/v1/rpc/")) calls.push(call.url());
    });
    await page.goto("/newsletter/confirm");
    await expect(outcome(page)).toContainText(newsletterConfirmPage.missingToken.title);
    expect(calls).toEqual([]);
  });

  await test.step("a failed call shows an error with a retry button that tries again", async () => {
    let refuse = true;
    await page.route("**/rest/v1/rpc/confirm_newsletter*", (route) =>
      refuse ? route.abort("connectionrefused") : route.continue(),
    );
    await page.goto("/newsletter/confirm?token=not-a-real-token");
    await expect(outcome(page)).toContainText(newsletterConfirmPage.failed.title);
    refuse = false;
    await page.getByRole("button", { name: newsletterConfirmPage.retryLabel }).click();
    await expect(outcome(page)).toContainText(newsletterConfirmPage.done.title);
  });
});

type ShiftRecord = typeof window & { layoutShift: number; largestPaintInStatus: boolean };

test("the outcome replaces the working state without moving anything or repainting as the largest", async ({
  browser,
}) => {
  // One fresh page per width, made at that width: a page resized just before it loads another
  // document once laid out that document's first frame at the old width, so the switch to the
  // new one scored as a shift (0.027, the phone's stacked outcome card giving way to the wide one).
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    // Adds up the page's unexpected layout shifts from the first paint on, as CLS does.
    await page.addInitScript(() => {
      const record = window as ShiftRecord;
      record.layoutShift = 0;
      record.largestPaintInStatus = false;
      // A new element for the outcome would be reported as the page's largest paint, seconds late.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = (entry as PerformanceEntry & { element: Element | null }).element;
          if (element?.closest('[role="status"]')) record.largestPaintInStatus = true;
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) record.layoutShift += shift.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/newsletter/confirm");
    await expect(outcome(page)).toContainText(newsletterConfirmPage.missingToken.title);
    // Two frames, so a shift caused by the outcome has been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // A move of the outcome card or of one line of text under it scores above 0.004 here; a
    // sub-pixel shift of 0.0002, whose source is not found yet, failed one clean run.
    expect(await page.evaluate(() => (window as ShiftRecord).layoutShift)).toBeLessThan(0.001);
    expect(await page.evaluate(() => (window as ShiftRecord).largestPaintInStatus)).toBe(false);
    await context.close();
  }
});
