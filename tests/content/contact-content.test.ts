import { describe, expect, it } from "vitest";
import { contactPage } from "@/content/contact/contact";
import { formNotices } from "@/content/forms";
import {
  budgets,
  consultationTypes,
  projectTypes,
  timeSlots,
} from "@/content/contact/form-options";
import { site } from "@/content/site";

describe("contact form option lists", () => {
  it("lists the project types verbatim", () => {
    expect(projectTypes).toEqual([
      "AI Automation",
      "Web Development",
      "Mobile App Development",
      "Performance Marketing",
      "Low-Code/No-Code Solutions",
      "Consulting & Strategy",
      "Other",
    ]);
  });

  it("lists the budgets verbatim", () => {
    expect(budgets).toEqual([
      "Under $10k",
      "$10k - $25k",
      "$25k - $50k",
      "$50k - $100k",
      "$100k+",
      "Not Sure Yet",
    ]);
  });

  it("lists the consultation types verbatim", () => {
    expect(consultationTypes).toEqual([
      "AI Strategy & Roadmap",
      "Technical Architecture Review",
      "Project Scoping & Estimation",
      "Technology Stack Consultation",
      "Digital Transformation Planning",
      "Team Augmentation Discussion",
      "General Business Consultation",
    ]);
  });

  it("offers the seven time slots verbatim", () => {
    expect(timeSlots).toHaveLength(7);
    expect(timeSlots).toEqual([
      "09:00 AM - 10:00 AM",
      "10:00 AM - 11:00 AM",
      "11:00 AM - 12:00 PM",
      "01:00 PM - 02:00 PM",
      "02:00 PM - 03:00 PM",
      "03:00 PM - 04:00 PM",
      "04:00 PM - 05:00 PM",
    ]);
  });
});

describe("contact page content", () => {
  const { hero, enquiry, consultation, meta } = contactPage;

  it("has the specified hero title and a description of 50-160 characters", () => {
    expect(hero.title).toBe("Let's Start Your AI Journey");
    expect(meta.description.length).toBeGreaterThanOrEqual(50);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it("points the hero's buttons at sections of the page", () => {
    expect(hero.actions.map((action) => action.href)).toEqual([
      `#${enquiry.id}`,
      `#${consultation.id}`,
    ]);
  });

  it("labels the enquiry form's fields as specified", () => {
    const labels = Object.values(enquiry.form.fields).map((field) => field.label);
    expect(labels).toEqual([
      "Full Name",
      "Email Address",
      "Company",
      "Phone Number",
      "Project Type",
      "Project Budget",
      "Project Details",
    ]);
  });

  it("uses the specified button text and toasts for the enquiry form", () => {
    expect(enquiry.form.submittingLabel).toBe("Sending Message...");
    expect(enquiry.form.successToast).toEqual({
      title: "Message Sent Successfully!",
      description: "We'll get back to you within 24 hours.",
    });
    expect(enquiry.form.errorToast).toEqual({
      title: "Error Sending Message",
      description: "Please try again or contact us directly.",
    });
  });

  it("lists what to expect: response within 24 hours, free consultation, proposal, timeline and pricing", () => {
    expect(enquiry.expectations.title).toBe("What to Expect");
    expect(enquiry.expectations.items.map((item) => item.title)).toEqual([
      "Response Within 24 Hours",
      "Free Initial Consultation",
      "Custom Project Proposal",
      "Clear Timeline and Pricing",
    ]);
  });

  it("describes a free 45-minute video session on Zoom or Meet", () => {
    const text = JSON.stringify(consultation);
    expect(text).toMatch(/45/);
    expect(text).toMatch(/free/i);
    expect(text).toMatch(/Zoom/);
    expect(text).toMatch(/Meet/);
  });

  it("labels the consultation form's fields as specified and uses its button text and toast", () => {
    const { fields } = consultation.form;
    expect(Object.values(fields).map((field) => field.label)).toEqual([
      "Full Name",
      "Email Address",
      "Company",
      "Consultation Type",
      "Preferred Date",
      "Preferred Time",
      "Tell us about your goals",
    ]);
    expect(consultation.form.submittingLabel).toBe("Booking Session...");
    expect(consultation.form.successToast).toEqual({
      title: "Consultation Booked!",
      description: "We'll send you a calendar invite shortly.",
    });
    expect(consultation.form.errorToast.title).not.toBe("");
  });

  it("shows the site's email, phone and San Francisco address", () => {
    expect(site.email).toBe("hello@example.com");
    expect(site.phone).toBe("+1 (415) 555-0142");
    expect(site.address.city).toBe("San Francisco");
  });
});

describe("the rate-limit notice every form shares", () => {
  it("says when to try again in its own words, not a form's generic error", () => {
    const { rateLimitedToast } = formNotices;
    for (const form of [contactPage.enquiry.form, contactPage.consultation.form])
      expect(rateLimitedToast.title).not.toBe(form.errorToast.title);
    expect(rateLimitedToast.description).toMatch(/try again later/i);
  });
});
