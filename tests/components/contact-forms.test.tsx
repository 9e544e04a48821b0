import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsultationForm } from "@/components/contact/consultation-form";
import { ContactForm } from "@/components/contact/contact-form";
import { Toaster } from "@/components/ui/toaster";
import { contactPage } from "@/content/contact/contact";
import {
  budgets,
  consultationTypes,
  projectTypes,
  timeSlots,
} from "@/content/contact/form-options";
import { clearToasts } from "@/lib/toast";
import { requestConsultation, submitContact, type ContactValues } from "@/lib/submissions";

vi.mock("@/lib/submissions", () => ({ submitContact: vi.fn(), requestConsultation: vi.fn() }));
const send = vi.mocked(submitContact);
const book = vi.mocked(requestConsultation);

const enquiryForm = contactPage.enquiry.form;
const consultationForm = contactPage.consultation.form;

const enquiry: ContactValues = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  phone: "+44 20 7946 0000",
  projectType: projectTypes[0],
  budget: budgets[budgets.length - 1],
  message: "Automate our invoice matching.",
};

/** The texts of a select's options, its placeholder first. */
const optionTexts = (label: string) =>
  [...(field(label) as unknown as HTMLSelectElement).options].map((option) => option.textContent);

/** A promise the test settles by hand, to look at the form while it is in flight. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The control labelled `label` (required fields' labels end in an asterisk, hidden from screen readers). */
const field = (label: string) =>
  screen.getByLabelText(
    new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`),
  ) as HTMLInputElement;

function fillEnquiry(values: ContactValues = enquiry) {
  fireEvent.change(field("Full Name"), { target: { value: values.name } });
  fireEvent.change(field("Email Address"), { target: { value: values.email } });
  fireEvent.change(field("Company"), { target: { value: values.company } });
  fireEvent.change(field("Phone Number"), { target: { value: values.phone } });
  fireEvent.change(field("Project Type"), { target: { value: values.projectType } });
  fireEvent.change(field("Project Budget"), { target: { value: values.budget } });
  fireEvent.change(field("Project Details"), { target: { value: values.message } });
}

function enquiryValues() {
  return {
    name: field("Full Name").value,
    email: field("Email Address").value,
    company: field("Company").value,
    phone: field("Phone Number").value,
    projectType: field("Project Type").value,
    budget: field("Project Budget").value,
    message: field("Project Details").value,
  };
}

describe("contact form", () => {
  beforeEach(() => {
    send.mockReset();
    clearToasts();
    render(
      <MemoryRouter>
        <ContactForm content={enquiryForm} />
        <Toaster />
      </MemoryRouter>,
    );
  });

  it("marks the required fields and limits every field's length", () => {
    for (const label of ["Full Name", "Email Address", "Project Type", "Project Details"]) {
      expect(field(label)).toBeRequired();
    }
    for (const label of ["Company", "Phone Number", "Project Budget"])
      expect(field(label)).not.toBeRequired();
    expect(field("Email Address")).toHaveAttribute("type", "email");
    for (const label of [
      "Full Name",
      "Email Address",
      "Company",
      "Phone Number",
      "Project Details",
    ]) {
      expect(field(label).maxLength).toBeGreaterThan(0);
    }
    expect(field("Project Details")).toHaveClass("min-h-[120px]");
  });

  it("offers every project type and budget of the option lists after a placeholder", () => {
    expect(optionTexts("Project Type")).toEqual([
      enquiryForm.fields.projectType.placeholder,
      ...projectTypes,
    ]);
    expect(optionTexts("Project Budget")).toEqual([
      enquiryForm.fields.budget.placeholder,
      ...budgets,
    ]);
  });

  it("shows 'Sending Message...' on a pending button while sending, then clears the fields and confirms", async () => {
    const request = deferred();
    send.mockReturnValue(request.promise);
    fillEnquiry();
    fireEvent.click(screen.getByRole("button", { name: enquiryForm.submitLabel }));

    const busy = screen.getByRole("button", { name: "Sending Message..." });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(busy);
    fireEvent.submit(busy.closest("form")!);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(enquiry);

    await act(async () => request.resolve());
    expect(screen.getByRole("button", { name: enquiryForm.submitLabel })).toBeEnabled();
    expect(enquiryValues()).toEqual({
      name: "",
      email: "",
      company: "",
      phone: "",
      projectType: "",
      budget: "",
      message: "",
    });
    const message = screen.getByRole("status", { name: "Message Sent Successfully!" });
    expect(message).toHaveFocus();
    expect(message).toHaveTextContent("We'll get back to you within 24 hours.");
    await waitFor(
      () => expect(screen.getAllByText("Message Sent Successfully!")).toHaveLength(2), // and the toast
      { timeout: 5000 },
    );

    fireEvent.click(screen.getByRole("button", { name: enquiryForm.againLabel }));
    expect(screen.queryByRole("status", { name: "Message Sent Successfully!" })).toBeNull();
    expect(field("Full Name")).toHaveFocus();
  });

  it("keeps every value and shows the error toast when sending fails", async () => {
    send.mockRejectedValue(new Error("500"));
    fillEnquiry();
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: enquiryForm.submitLabel })),
    );

    expect(enquiryValues()).toEqual(enquiry);
    expect(screen.getByRole("button", { name: enquiryForm.submitLabel })).toBeEnabled();
    expect(
      await screen.findByText("Error Sending Message", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Please try again or contact us directly.")).toBeInTheDocument();
  });

  it("sends nothing but shows success when the hidden honeypot is filled", async () => {
    fillEnquiry();
    const honeypot = field("Full Name").form!.elements.namedItem("website") as HTMLInputElement;
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: enquiryForm.submitLabel })),
    );

    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "Message Sent Successfully!" })).toHaveFocus();
  });
});

describe("consultation form", () => {
  const originalTimeZone = process.env.TZ;
  // 03:00 UTC on 15 June is still 14 June in San Francisco: the earliest date must be the local one.
  beforeAll(() => {
    process.env.TZ = "America/Los_Angeles";
  });
  afterAll(() => {
    process.env.TZ = originalTimeZone;
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(new Date("2025-06-15T03:00:00Z"));
    book.mockReset();
    clearToasts();
    render(
      <MemoryRouter>
        <ConsultationForm content={consultationForm} />
        <Toaster />
      </MemoryRouter>,
    );
  });
  afterEach(() => vi.useRealTimers());

  function fillBooking() {
    fireEvent.change(field("Full Name"), { target: { value: "Grace Hopper" } });
    fireEvent.change(field("Email Address"), { target: { value: "grace@example.com" } });
    fireEvent.change(field("Consultation Type"), { target: { value: consultationTypes[0] } });
    fireEvent.change(field("Preferred Date"), { target: { value: "2025-06-20" } });
    fireEvent.change(field("Preferred Time"), { target: { value: timeSlots[1] } });
    fireEvent.change(field("Tell us about your goals"), {
      target: { value: "Plan our first AI pilot." },
    });
  }

  it("lets the visitor pick no date before today in their own time zone", () => {
    expect(field("Preferred Date")).toHaveAttribute("type", "date");
    expect(field("Preferred Date")).toHaveAttribute("min", "2025-06-14");
  });

  it("requires everything but the company and the goals, and offers every consultation type and time slot", () => {
    for (const label of [
      "Full Name",
      "Email Address",
      "Consultation Type",
      "Preferred Date",
      "Preferred Time",
    ]) {
      expect(field(label)).toBeRequired();
    }
    expect(field("Company")).not.toBeRequired();
    expect(field("Tell us about your goals")).not.toBeRequired();
    expect(field("Tell us about your goals")).toHaveClass("min-h-[100px]");
    expect(optionTexts("Consultation Type").slice(1)).toEqual([...consultationTypes]);
    expect(optionTexts("Preferred Time")).toEqual([
      consultationForm.fields.preferredTime.placeholder,
      ...timeSlots,
    ]);
  });

  it("shows 'Booking Session...' for at least 2 seconds, then clears the form and confirms", async () => {
    book.mockResolvedValue();
    fillBooking();
    fireEvent.click(screen.getByRole("button", { name: consultationForm.submitLabel }));

    expect(screen.getByRole("button", { name: "Booking Session..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(book).toHaveBeenCalledTimes(1);
    expect(book).toHaveBeenCalledWith({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "",
      consultationType: consultationTypes[0],
      preferredDate: "2025-06-20",
      preferredTime: timeSlots[1],
      message: "Plan our first AI pilot.",
    });

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole("button", { name: "Booking Session..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("button", { name: consultationForm.submitLabel })).toBeEnabled();
    expect(field("Full Name").value).toBe("");
    expect(field("Preferred Date").value).toBe("");
    expect(field("Preferred Time").value).toBe("");
    const message = screen.getByRole("status", { name: "Consultation Booked!" });
    expect(message).toHaveFocus();
    expect(message).toHaveTextContent("We'll send you a calendar invite shortly.");
    vi.useRealTimers(); // the toast region loads on demand, like in the browser
    await waitFor(
      () => expect(screen.getAllByText("Consultation Booked!")).toHaveLength(2), // and the toast
      { timeout: 5000 },
    );
  });

  it("keeps the values and shows an error toast when booking fails", async () => {
    book.mockRejectedValue(new Error("offline"));
    fillBooking();
    fireEvent.click(screen.getByRole("button", { name: consultationForm.submitLabel }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole("button", { name: consultationForm.submitLabel })).toBeEnabled();
    expect(field("Full Name").value).toBe("Grace Hopper");
    expect(field("Preferred Date").value).toBe("2025-06-20");
    vi.useRealTimers();
    expect(
      await screen.findByText(consultationForm.errorToast.title, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });
});
