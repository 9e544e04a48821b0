import { expect, it } from "vitest";
import { notFound } from "../../src/content/not-found";
import { builtPage, hrefsOf, linkSelector, named, visibleText } from "./build";

/**
 * The 404 page as the host serves it for any unknown address (404.html). The browser suite
 * (e2e/not-found.spec.ts) keeps the status, the console log, the search and the clicks.
 */
const document = builtPage("/404");

it("404.html says 'Oops! Page not found' and links back home with 'Return to Home'", () => {
  expect([...document.querySelectorAll("h1")].map(visibleText)).toEqual(["Oops! Page not found"]);
  const home = named(document.querySelector("main")!, linkSelector, "Return to Home");
  expect(home).toHaveLength(1);
  expect(home[0].getAttribute("href")).toBe("/");
});

it("404.html suggests six pages most visitors look for, Case Studies among them", () => {
  const suggestions = named(document.body, "nav", "Popular Pages");
  expect(suggestions).toHaveLength(1);
  const hrefs = hrefsOf(suggestions[0]);
  expect(hrefs).toHaveLength(6);
  expect(hrefs).toEqual(notFound.suggestions.links.map((link) => link.href));
  expect(named(suggestions[0], linkSelector, /Case Studies/)[0]?.getAttribute("href")).toBe(
    "/case-studies",
  );
});
