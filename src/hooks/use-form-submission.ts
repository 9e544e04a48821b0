import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { isHoneypotFilled } from "@/lib/honeypot";
import { formNotices } from "@/content/forms";
import type { ToastText } from "@/content/types";
import type { SubmissionErrorKind } from "@/lib/submissions";
import { toast } from "@/lib/toast";
import { atLeast } from "@/lib/delay";

type FormSubmissionOptions<Values> = {
  emptyValues: Values;
  /** Stores the values; rejects on failure, having logged why. */
  submit: (values: Values) => Promise<unknown>;
  /** The busy state lasts at least this long, so visitors can read it. */
  minDurationMs?: number;
  successToast: ToastText;
  /** Shown when the submission fails or gets no answer in time. */
  errorToast: ToastText;
  /** Shown when the database refuses the submission for now (too many in a short time). */
  rateLimitedToast?: ToastText;
};

/** The kind of a SubmissionError; read by shape, so the hook does not load lib/submissions itself. */
function failureKind(error: unknown): SubmissionErrorKind {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === "rate-limited" || kind === "timeout" ? kind : "failed";
}

/**
 * The state and submit flow the site's forms share: controlled values, a busy
 * state (and an in-flight guard, so a double click sends once), values cleared on
 * success and kept on failure, each with its toast (the rate-limit one when the
 * database says to try again later), and a bot that filled the honeypot shown
 * success while nothing is sent. After a success `succeeded` is true, for the
 * in-place message (FormSuccess) that `startOver` dismisses.
 */
export function useFormSubmission<Values extends Record<string, string>>({
  emptyValues,
  submit,
  minDurationMs = 0,
  successToast,
  errorToast,
  rateLimitedToast = formNotices.rateLimitedToast,
}: FormSubmissionOptions<Values>) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [submitting, setSubmitting] = useState(false);
  /** True from a success until the visitor asks to send another (or sends again). */
  const [succeeded, setSucceeded] = useState(false);
  const inFlight = useRef(false);
  const id = useId();
  const fieldId = (name: keyof Values & string) => `${id}-${name}`;

  /** The id, name, value and change handler of one control. */
  const bind = (name: keyof Values & string) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setSucceeded(false);
    try {
      const send = isHoneypotFilled(event.currentTarget) ? Promise.resolve() : submit(values);
      await (minDurationMs > 0 ? atLeast(send, minDurationMs) : send);
      setValues(emptyValues);
      setSucceeded(true);
      toast(successToast);
    } catch (error) {
      const text = failureKind(error) === "rate-limited" ? rateLimitedToast : errorToast;
      toast({ ...text, variant: "destructive" });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** Hides the success message and puts the focus in the (emptied) form's first field. */
  function startOver(firstField: keyof Values & string) {
    setSucceeded(false);
    document.getElementById(fieldId(firstField))?.focus();
  }

  return { bind, fieldId, values, submitting, succeeded, startOver, handleSubmit };
}
