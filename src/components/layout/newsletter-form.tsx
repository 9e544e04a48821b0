import { type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { FormSuccess } from "@/components/ui/form-success";
import { FormNeedsJavaScript, FormPrivacyNote } from "@/components/ui/form-privacy-note";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { EmailInput } from "@/components/ui/input";
import { newsletter } from "@/content/newsletter";
import { useFormSubmission } from "@/hooks/use-form-submission";
import { NEWSLETTER_MIN_DURATION_MS } from "@/lib/delay";
import { subscribeToNewsletter } from "@/lib/submissions";
import { cn } from "@/lib/utils";

type NewsletterFormProps = {
  className?: string;
  /** Visible label text; hidden visually when the surrounding box already says what the field is for. */
  label?: string;
  submitLabel?: string;
};

/** The one newsletter flow: every subscribe box on the site renders this form. */
export function NewsletterForm({
  className,
  label = "Email address",
  submitLabel = newsletter.submitLabel,
}: NewsletterFormProps) {
  const { pathname } = useLocation();
  const { bind, fieldId, values, submitting, succeeded, startOver, handleSubmit } =
    useFormSubmission({
      emptyValues: { email: "" },
      submit: ({ email }) => subscribeToNewsletter(email.trim(), pathname),
      minDurationMs: NEWSLETTER_MIN_DURATION_MS,
      successToast: newsletter.successToast,
      errorToast: newsletter.errorToast,
    });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (values.email.trim() === "") event.preventDefault();
    else void handleSubmit(event);
  }

  return (
    <form
      onSubmit={onSubmit}
      className={cn("relative flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap", className)}
    >
      <label htmlFor={fieldId("email")} className="sr-only">
        {label}
      </label>
      <EmailInput {...bind("email")} placeholder={newsletter.placeholder} className="sm:flex-1" />
      <HoneypotField />
      <Button
        type="submit"
        pending={submitting}
        pendingLabel={newsletter.submittingLabel}
        className="sm:w-auto"
      >
        {submitLabel}
      </Button>
      <FormNeedsJavaScript className="sm:basis-full" />
      <FormPrivacyNote className="sm:basis-full" />
      {succeeded && (
        <FormSuccess
          text={newsletter.successToast}
          againLabel={newsletter.againLabel}
          onAgain={() => startOver("email")}
          className="sm:basis-full"
        />
      )}
    </form>
  );
}
