import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { formNotices } from "@/content/forms";
import { useFormSubmission } from "@/hooks/use-form-submission";
import { SubmissionError, type SubmissionErrorKind } from "@/lib/submissions";
import { clearToasts, getToasts } from "@/lib/toast";

const successToast = { title: "Sent!", description: "Thanks." };
const errorToast = { title: "Sending failed", description: "Please try again." };

/** A one-field form on the shared submit flow, whose submit fails with `failure`. */
function TestForm({ failure }: { failure: unknown }) {
  const { bind, submitting, handleSubmit } = useFormSubmission({
    emptyValues: { email: "" },
    submit: () => Promise.reject(failure),
    successToast,
    errorToast,
  });
  return (
    <form onSubmit={handleSubmit}>
      <label htmlFor={bind("email").id}>Email</label>
      <input {...bind("email")} />
      <button type="submit" disabled={submitting}>
        Send
      </button>
    </form>
  );
}

async function submitAndFail(failure: unknown) {
  render(<TestForm failure={failure} />);
  const input = screen.getByLabelText("Email") as HTMLInputElement;
  fireEvent.change(input, { target: { value: "ada@example.com" } });
  await act(async () => {
    fireEvent.submit(input.form!);
  });
  return { input, button: screen.getByRole("button", { name: "Send" }) };
}

const failure = (kind: SubmissionErrorKind) => new SubmissionError(kind, `test: ${kind}`);

describe("the shared form submit flow", () => {
  beforeEach(() => clearToasts());

  it("shows the rate-limit toast when the database says to try again later, and keeps the value", async () => {
    const { input, button } = await submitAndFail(failure("rate-limited"));
    expect(getToasts()).toMatchObject([
      { ...formNotices.rateLimitedToast, variant: "destructive" },
    ]);
    expect(input.value).toBe("ada@example.com");
    expect(button).toBeEnabled();
  });

  it.each(["timeout", "failed"] as const)(
    "shows the form's error toast when the submission ends in %s, and keeps the value",
    async (kind) => {
      const { input, button } = await submitAndFail(failure(kind));
      expect(getToasts()).toMatchObject([{ ...errorToast, variant: "destructive" }]);
      expect(input.value).toBe("ada@example.com");
      expect(button).toBeEnabled();
    },
  );

  it("shows the error toast for a failure that is not a SubmissionError", async () => {
    await submitAndFail(new TypeError("Failed to fetch"));
    expect(getToasts()).toMatchObject([errorToast]);
  });
});
