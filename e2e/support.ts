import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { routesManifest } from "../scripts/build-paths.ts";

export type RouteEntry = { path: string; title: string };

/** Every prerendered page, written by the build from the route table. */
export function readRoutes(): RouteEntry[] {
  return JSON.parse(readFileSync(routesManifest, "utf8")) as RouteEntry[];
}

/** Collects uncaught page errors and console errors (React hydration warnings included). */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || (message.type() === "warning" && /hydrat/i.test(message.text()))) {
      errors.push(`${message.type()}: ${message.text()}`);
    }
  });
  return errors;
}

/** Lets entrance animations finish, so axe judges colours as visitors finally see them. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** Resolves once React has hydrated the prerendered page (the theme provider has run its effect). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.style.colorScheme !== "");
  await page.waitForLoadState("networkidle");
}
