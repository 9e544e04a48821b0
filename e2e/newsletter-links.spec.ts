import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2eBackendUrl } from "../scripts/build-paths.ts";
import { newsletterConfirmPage, newsletterUnsubscribePage } from "../src/content/newsletter-pages";
import { waitForHydration } from "./support";

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

/** Signs `email` up through the footer's newsletter box, the way a visitor does. */
async function signUp(page: Page, request: APIRequestContext) {
  const email = `links-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/privacy");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address for the newsletter").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByLabel("Email address for the newsletter")).toHaveValue("");
  const [row] = await subscriberRows(request, email);
  expect(row.confirmed_at).toBeNull();
  return { email, row };
}

const outcome = (page: Page) => page.getByRole("status").filter({ has: page.getByRole("heading") });

test("the confirmation link from a real sign-up confirms it", async ({ page, request }) => {
  const { email, row } = await signUp(page, request);
  await page.goto(`/newsletter/confirm?token=${row.confirm_token}`);
  await expect(outcome(page)).toContainText(newsletterConfirmPage.done.title);
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  await expect
    .poll(async () => (await subscriberRows(request, email))[0].confirmed_at)
    .not.toBeNull();
});

test("a wrong confirmation token shows the same neutral page", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=not-a-real-token");
  await expect(outcome(page)).toContainText(newsletterConfirmPage.done.title);
});

test("the unsubscribe link from a real sign-up deletes the address, a wrong one looks the same", async ({
  page,
  request,
}) => {
  const { email, row } = await signUp(page, request);
  await page.goto(`/newsletter/unsubscribe?token=${row.unsubscribe_token}`);
  await expect(outcome(page)).toContainText(newsletterUnsubscribePage.done.title);
  await expect.poll(async () => (await subscriberRows(request, email)).length).toBe(0);

  await page.goto("/newsletter/unsubscribe?token=not-a-real-token");
  await expect(outcome(page)).toContainText(newsletterUnsubscribePage.done.title);
});

test("a link without a token explains itself and calls nothing", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/rest/v1/rpc/")) calls.push(request.url());
  });
  await page.goto("/newsletter/confirm");
  await expect(outcome(page)).toContainText(newsletterConfirmPage.missingToken.title);
  expect(calls).toEqual([]);
});

test("a failed call shows an error with a retry button that tries again", async ({ page }) => {
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

type ShiftRecord = typeof window & { layoutShift: number; largestPaintInStatus: boolean };

test("the outcome replaces the working state without moving anything or repainting as the largest", async ({
  page,
}) => {
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
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/newsletter/confirm");
    await expect(outcome(page)).toContainText(newsletterConfirmPage.missingToken.title);
    // Two frames, so a shift caused by the outcome has been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => (window as ShiftRecord).layoutShift)).toBe(0);
    expect(await page.evaluate(() => (window as ShiftRecord).largestPaintInStatus)).toBe(false);
  }
});
