import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formNotices } from "@/content/forms";
import type { ArticleBlock } from "@/content/types";
import { privacyPage, rateLimitsInWords } from "@/content/legal/privacy";
import { termsPage } from "@/content/legal/terms";
import { newsletterConfirmPage, newsletterUnsubscribePage } from "@/content/newsletter-pages";
import { site } from "@/content/site";
import { retentionPeriods } from "@/lib/retention";
import { footerColumns } from "@/content/navigation";
import { isInSitemap, matchRoute } from "@/routes";

const bodyText = (page: { body: readonly ArticleBlock[] }) =>
  page.body.map((block) => ("items" in block ? block.items.join("\n") : block.text)).join("\n");

// Vitest runs from the repository root.
const migration = readFileSync("supabase/migrations/20261123000000_write_path_limits.sql", "utf8");
const mailMigration = readFileSync("supabase/migrations/20261125000000_mail_hardening.sql", "utf8");

describe("privacy policy", () => {
  const text = bodyText(privacyPage);

  it("covers each form: what is stored, why, who can read it and how long it is kept", () => {
    for (const heading of [
      "Contact Form Inquiries",
      "Consultation Requests",
      "Newsletter Sign-Ups",
    ]) {
      expect(privacyPage.body).toContainEqual({ type: "heading", text: heading });
    }
    expect(text.match(/What we store:/g)).toHaveLength(3);
    expect(text.match(/Why:/g)).toHaveLength(3);
    expect(text.match(/Who can read it: only our staff/g)).toHaveLength(3);
    expect(text.match(/cannot read, change or delete/g)).toHaveLength(3);
    expect(text.match(/How long we keep it:/g)).toHaveLength(3);
  });

  it("names every stored column of each form", () => {
    for (const words of [
      "name, email address, company, phone number, project type, budget and project details",
      "the consultation type, your preferred date and time",
      "the page you signed up on",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("quotes the retention periods the database deletes by", () => {
    expect(text).toContain(`${retentionPeriods.contacts} from the day you sent it`);
    expect(text).toContain(`${retentionPeriods.consultationRequests} from the day you sent it`);
    expect(text).toContain(
      `never confirmed is deleted after ${retentionPeriods.unconfirmedNewsletterSignups}`,
    );
    expect(text).toContain(`for ${retentionPeriods.rateLimitCounters}`);
  });

  it("states the rate limits and the per-address mail caps the migrations set, for every form", () => {
    const { perSender, senderWindow, invitationsPerAddress, confirmationsPerAddress } =
      rateLimitsInWords;
    for (const table of ["contacts", "consultation_requests", "newsletter_subscribers"]) {
      expect(migration).toContain(`('${table}', ${perSender}, interval '${senderWindow}',`);
    }
    expect(text).toContain(`at most ${perSender} submissions from one network in ${senderWindow}`);
    expect(invitationsPerAddress).toBe("one calendar invitation a day");
    expect(confirmationsPerAddress).toBe("one newsletter confirmation an hour");
    expect(mailMigration).toMatch(/\('visitor_consultation', \d+, \d+, 1, interval '1 day'\)/);
    expect(mailMigration).toMatch(/\('newsletter_confirm', \d+, \d+, 1, interval '1 hour'\)/);
    expect(text).toContain(
      `we send any one email address at most ${invitationsPerAddress} and ${confirmationsPerAddress}`,
    );
  });

  it("explains double opt-in and how to have data deleted, by email to the site's address", () => {
    expect(text).toMatch(/Double opt-in/);
    expect(text).toMatch(/unsubscribe link/);
    expect(text).toContain(`Email ${site.email}`);
  });
});

describe("legal and newsletter link pages", () => {
  const pages = {
    "/privacy": privacyPage,
    "/terms": termsPage,
    "/newsletter/confirm": newsletterConfirmPage,
    "/newsletter/unsubscribe": newsletterUnsubscribePage,
  };

  it.each(Object.entries(pages))(
    "%s is a route with a title and a 50-160 character description",
    (path, page) => {
      expect(matchRoute(path)).toBeDefined();
      expect(page.meta.title.length).toBeGreaterThan(0);
      expect(page.meta.description.length).toBeGreaterThanOrEqual(50);
      expect(page.meta.description.length).toBeLessThanOrEqual(160);
    },
  );

  it("links the privacy line under every form to the privacy page", () => {
    expect(formNotices.privacyNote.href).toBe("/privacy");
  });

  it("never names the agency and writes American English", () => {
    const all = JSON.stringify([pages, formNotices]);
    expect(all).not.toMatch(/\b(organis|realis|recognis|licence|colour|behaviour|favour)/i);
  });

  it("lists /privacy and /terms in the sitemap and the footer, but not the newsletter link pages", () => {
    const footerHrefs = footerColumns.flatMap((column) => column.links.map((link) => link.href));
    for (const path of ["/privacy", "/terms"]) {
      expect(isInSitemap(path)).toBe(true);
      expect(footerHrefs).toContain(path);
    }
    expect(isInSitemap("/newsletter/confirm")).toBe(false);
    expect(isInSitemap("/newsletter/unsubscribe")).toBe(false);
    expect(isInSitemap("/about")).toBe(true);
  });
});
