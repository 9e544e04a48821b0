import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "@/components/layout/newsletter-form";
import { Toaster } from "@/components/ui/toaster";
import { clearToasts } from "@/lib/toast";
import { subscribeToNewsletter } from "@/lib/submissions";

vi.mock("@/lib/submissions", () => ({ subscribeToNewsletter: vi.fn() }));
const subscribe = vi.mocked(subscribeToNewsletter);

function renderForm() {
  render(
    <MemoryRouter initialEntries={["/resources"]}>
      <NewsletterForm />
      <Toaster />
    </MemoryRouter>,
  );
  return {
    input: screen.getByRole("textbox", { name: "Email address" }) as HTMLInputElement,
    button: screen.getByRole("button", { name: "Subscribe" }),
  };
}

describe("newsletter form", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    subscribe.mockReset();
    clearToasts();
  });
  afterEach(() => vi.useRealTimers());

  it("is one required email field and a submit button", () => {
    const { input } = renderForm();
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("placeholder", "Enter your email");
  });

  it("shows 'Subscribing...' busy for 1.5 s, then clears the field and confirms with a toast", async () => {
    subscribe.mockResolvedValue();
    const { input, button } = renderForm();
    fireEvent.change(input, { target: { value: "ada@example.com" } });
    button.focus();
    fireEvent.submit(input.form!);

    const busy = screen.getByRole("button", { name: "Subscribing..." });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Subscribing...");
    expect(subscribe).toHaveBeenCalledWith("ada@example.com", "/resources");

    fireEvent.submit(input.form!);
    expect(subscribe).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByRole("button", { name: "Subscribing..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).toHaveTextContent("Subscribe");
    expect(button).not.toHaveAttribute("aria-disabled");
    // The button's busy announcement is cleared; the success message is the other status.
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("");
    expect(input.value).toBe("");
    expect(screen.getByRole("status", { name: "Subscribed!" })).toHaveFocus();
    vi.useRealTimers(); // the toast region loads on demand, like in the browser
    await waitFor(
      () => expect(screen.getAllByText("Subscribed!")).toHaveLength(2), // and the toast
      { timeout: 5000 },
    );
    fireEvent.click(screen.getByRole("button", { name: "Sign up another address" }));
    expect(screen.queryByRole("status", { name: "Subscribed!" })).toBeNull();
    expect(input).toHaveFocus();
  });

  it("does nothing when submitted empty", () => {
    const { input } = renderForm();
    fireEvent.submit(input.form!);
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Subscribe" })).not.toHaveAttribute("aria-disabled");
  });

  it("keeps the address and shows an error toast when the sign-up fails", async () => {
    subscribe.mockRejectedValue(new Error("offline"));
    const { input } = renderForm();
    fireEvent.change(input, { target: { value: "ada@example.com" } });
    fireEvent.submit(input.form!);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(input.value).toBe("ada@example.com");
    vi.useRealTimers(); // the toast region loads on demand, like in the browser
    expect(
      await screen.findByText("Subscription failed", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("sends nothing but shows success when the hidden honeypot is filled", async () => {
    const { input } = renderForm();
    const honeypot = input.form!.elements.namedItem("website") as HTMLInputElement;
    fireEvent.change(honeypot, { target: { value: "spam" } });
    fireEvent.change(input, { target: { value: "bot@example.com" } });
    fireEvent.submit(input.form!);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "Subscribed!" })).toHaveFocus();
  });
});
