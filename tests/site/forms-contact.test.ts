import { describe, expect, it } from "vitest";
import { contactPage } from "../../src/content/contact/contact";
import { site } from "../../src/content/site";
import { builtPage, visibleText } from "./build";

/**
 * /contact as first served: its heading, contact details, what to expect, the hero's jumps
 * and both forms' fields as the browser's constraint validation reads them. Typing, sending,
 * toasts, heights and the visitor's time zone stay in e2e/contact.spec.ts.
 */
const document = builtPage("/contact");
const { enquiry, consultation, hero } = contactPage;

/** A form control by its label's text (the required marker `*` is not part of the name). */
function control(form: Element, label: string): Element {
  const labels = [...form.querySelectorAll("label[for]")].filter((element) => {
    const own = [...element.childNodes]
      .filter((node) => !(node instanceof Element && node.getAttribute("aria-hidden") === "true"))
      .map((node) => node.textContent ?? "")
      .join("");
    return own.replace(/\s+/g, " ").trim() === label;
  });
  expect(labels, `one label '${label}'`).toHaveLength(1);
  const target = document.getElementById(labels[0]!.getAttribute("for")!);
  expect(target, `the control of '${label}'`).not.toBeNull();
  expect(form.contains(target)).toBe(true);
  return target!;
}

const headings = (level: number) =>
  [...document.querySelectorAll(`h${level}`)].map((heading) => visibleText(heading));

describe("the prerendered /contact page", () => {
  it("shows its heading, contact details, what to expect and the consultation booking", () => {
    expect(headings(1)).toEqual([hero.title]);
    expect(hero.title).toBe("Let's Start Your AI Journey");

    const details = document.getElementById(enquiry.id)!;
    const links = [...details.querySelectorAll("a[href]")].map((link) => ({
      text: visibleText(link),
      href: link.getAttribute("href"),
    }));
    expect(links).toContainEqual({ text: site.email, href: `mailto:${site.email}` });
    expect(links).toContainEqual({
      text: site.phone,
      href: `tel:+${site.phone.replace(/\D/g, "")}`,
    });
    const address = visibleText(details.querySelector("address")!);
    expect(address).toContain(site.address.street);
    expect(address).toContain(
      `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    );

    // The specification's list, in the content's own wording and order.
    expect(headings(2)).toContain("What to Expect");
    const expectations = enquiry.expectations.items.map((item) => item.title);
    expect(expectations.map((title) => title.toLowerCase())).toEqual([
      "response within 24 hours",
      "free initial consultation",
      "custom project proposal",
      "clear timeline and pricing",
    ]);
    for (const title of expectations) expect(headings(3)).toContain(title);

    const booking = document.getElementById(consultation.id)!;
    expect([...booking.querySelectorAll("h2")].map((heading) => visibleText(heading))).toEqual([
      consultation.title,
    ]);
    const bookingText = visibleText(booking);
    for (const fact of ["45", "Zoom", "Meet"]) expect(bookingText).toContain(fact);
  });

  it("the hero's buttons jump to the enquiry form and the consultation booking", () => {
    const heroLinks = [...document.querySelectorAll("#hero a[href]")].map((link) => [
      visibleText(link),
      link.getAttribute("href"),
    ]);
    expect(heroLinks).toEqual([
      ["Send a Message", "#contact-form"],
      ["Book a Free Consultation", "#consultation"],
    ]);
    expect(document.querySelector("#contact-form form")).not.toBeNull();
    expect(document.querySelector("#consultation h2")).not.toBeNull();
  });

  it("the contact form offers the specified fields, with the required ones marked required", () => {
    const form = document.querySelector("#contact-form form")!;
    for (const label of ["Full Name", "Email Address", "Project Type", "Project Details"])
      expect(control(form, label).hasAttribute("required"), label).toBe(true);
    for (const label of ["Company", "Phone Number", "Project Budget"])
      expect(control(form, label).hasAttribute("required"), label).toBe(false);
    expect(control(form, "Email Address").getAttribute("type")).toBe("email");
  });

  it("the consultation form offers the seven time slots, a date field and an optional goals field", () => {
    const form = document.querySelector("#consultation form")!;
    const slots = [...control(form, "Preferred Time").querySelectorAll("option")]
      .filter((option) => option.getAttribute("value") !== "")
      .map((option) => visibleText(option));
    expect(slots).toEqual([
      "09:00 AM - 10:00 AM",
      "10:00 AM - 11:00 AM",
      "11:00 AM - 12:00 PM",
      "01:00 PM - 02:00 PM",
      "02:00 PM - 03:00 PM",
      "03:00 PM - 04:00 PM",
      "04:00 PM - 05:00 PM",
    ]);
    expect(control(form, "Preferred Date").getAttribute("type")).toBe("date");
    expect(control(form, "Tell us about your goals").hasAttribute("required")).toBe(false);
  });
});
