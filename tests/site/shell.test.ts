import { describe, expect, it } from "vitest";
import { formNotices } from "../../src/content/forms";
import { buttonSelector, builtPage, builtRoutes, linkSelector, named, siteFooter } from "./build";

/**
 * What the shared shell shows on every page as first served: the footer's one newsletter box
 * and its social links. The browser suite keeps what needs a click or layout
 * (e2e/navigation.spec.ts, e2e/honest-controls.spec.ts, e2e/tap-targets.spec.ts).
 */
const paths = [...builtRoutes().map((route) => route.path), "/404"];

describe.each(paths)("the shell of %s", (path) => {
  const document = builtPage(path);
  const footer = siteFooter(document);

  it("shows exactly one newsletter form, the footer's, with the privacy line", () => {
    expect(named(document.body, buttonSelector, /^Subscribe/)).toHaveLength(1);
    expect(
      [...document.querySelectorAll("[placeholder]")].filter((field) =>
        /enter your email/i.test(field.getAttribute("placeholder") ?? ""),
      ),
    ).toHaveLength(1);
    expect(
      named(
        footer,
        "input:not([type]), input[type='email'], input[type='text'], textarea",
        "Email address for the newsletter",
      ),
    ).toHaveLength(1);
    expect(named(footer, buttonSelector, /subscribe/i)).toHaveLength(1);
    const privacy = named(footer, `form ${linkSelector}`, formNotices.privacyNote.linkLabel);
    expect(privacy).toHaveLength(1);
    expect(privacy[0].getAttribute("href")).toBe("/privacy");
  });

  it("has three social links in the footer, each opening a new tab and saying so", () => {
    const lists = named(footer, "ul, ol, [role='list']", "Social media");
    expect(lists).toHaveLength(1);
    const socials = [...lists[0].querySelectorAll(linkSelector)];
    expect(socials).toHaveLength(3);
    for (const link of socials) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(named(lists[0], linkSelector, /\(opens in a new tab\)$/)).toContain(link);
    }
  });

  it("draws each social link's mark in the page itself, filled with the link's colour, with nothing to fetch", () => {
    const marks = [...footer.querySelectorAll("ul[aria-label='Social media'] a svg")];
    expect(marks.map((mark) => mark.getAttribute("data-network"))).toEqual([
      "linkedin",
      "x",
      "github",
    ]);
    for (const mark of marks) {
      expect(mark.getAttribute("aria-hidden")).toBe("true");
      expect(mark.getAttribute("fill")).toBe("currentColor");
      expect(mark.querySelector("path")?.getAttribute("d")?.length).toBeGreaterThan(100);
    }
    // No image anywhere in the page's stylesheet: each is a document the browser draws first.
    const css = document.querySelector("style[data-page-style]")?.textContent ?? "";
    expect(css).not.toContain("data:image");
  });
});
