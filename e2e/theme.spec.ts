import { expect, test, type Page } from "@playwright/test";
import { inFirefox, waitForHydration } from "./support";

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

test(
  "System is the default and follows the operating system while the page is open; a chosen theme is stored and survives a reload with no flash of the other theme",
  { tag: "@firefox" },
  async ({ page }) => {
    test.slow(); // three loads of the page, two of them waiting for the app
    // Firefox's driver cannot emulate the colour scheme: there the system's stays light.
    const emulated = !inFirefox(page);
    if (emulated) await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await waitForHydration(page);

    await test.step("System is the default and follows the operating system", async () => {
      expect(await isDark(page)).toBe(emulated);
      if (emulated) await page.emulateMedia({ colorScheme: "light" });
      await expect.poll(() => isDark(page)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    });

    await test.step("a chosen theme is stored and survives a reload", async () => {
      await page.getByRole("button", { name: "Change theme" }).click();
      await page.getByRole("button", { name: "Dark" }).click();
      await expect(page.getByRole("button", { name: "Dark" })).toBeHidden();
      await expect.poll(() => isDark(page)).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

      // The class must be right in the first paint, before any of the app's JavaScript runs.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.reload();
      expect(await isDark(page)).toBe(true);
      await page.unroute("**/assets/*.js");
    });

    await test.step("the menu shows the stored choice, and System follows the operating system again", async () => {
      await page.reload();
      await waitForHydration(page);
      await page.getByRole("button", { name: "Change theme" }).click();
      await expect(page.getByRole("button", { name: "Dark" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByRole("button", { name: "System" })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await page.getByRole("button", { name: "System" }).click();
      await expect.poll(() => isDark(page)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
    });
  },
);
