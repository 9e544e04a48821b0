import { describe, expect, it } from "vitest";
import { formNotices } from "../../src/content/forms";
import { privacyPage } from "../../src/content/legal/privacy";
import { site } from "../../src/content/site";
import { retentionPeriods } from "../../src/lib/retention";
import { accessibleName, builtPage, linkSelector, named, siteFooter, visibleText } from "./build";

/**
 * The privacy policy and the privacy line under each form, as first served. The browser suite
 * (e2e/legal.spec.ts) keeps the clicks that open the privacy policy and the terms of use.
 */

const { linkLabel } = formNotices.privacyNote;

/** The links to the privacy policy under `scope`, named as the forms' notice names them. */
const privacyLinks = (scope: ParentNode) => named(scope, linkSelector, linkLabel);

it("the privacy policy says how long each kind of data is kept and how to have it deleted", () => {
  const main = builtPage("/privacy").querySelector("main")!;
  const headings = [...main.querySelectorAll("h2")].map(accessibleName);
  for (const heading of ["Contact Form Inquiries", "Consultation Requests", "Newsletter Sign-Ups"])
    expect(headings).toContain(heading);
  const text = visibleText(main);
  expect(text).toContain(`${retentionPeriods.contacts} from the day you sent it`);
  expect(text).toContain(retentionPeriods.unconfirmedNewsletterSignups);
  expect(text).toContain(`Email ${site.email}`);
  expect(privacyPage.meta.title).toBe("Privacy Policy");
});

describe("the privacy line", () => {
  it("under every form on the contact page, and the newsletter box, links to the privacy policy", () => {
    const document = builtPage("/contact");
    for (const [name, scope] of [
      ["contact form", document.querySelector("#contact-form")],
      ["consultation form", document.querySelector("#consultation")],
      ["footer", siteFooter(document)],
    ] as const) {
      expect(scope, name).not.toBeNull();
      const links = privacyLinks(scope!);
      expect(links, name).toHaveLength(1);
      expect(links[0].getAttribute("href")).toBe("/privacy");
    }
  });

  it("is under the newsletter box on the home page, as under every form there", () => {
    const forms = [...builtPage("/").querySelectorAll("form")];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const links = privacyLinks(form);
      expect(links).toHaveLength(1);
      expect(links[0].getAttribute("href")).toBe("/privacy");
      expect(links[0].closest("[hidden], [aria-hidden='true']")).toBeNull();
    }
  });
});
