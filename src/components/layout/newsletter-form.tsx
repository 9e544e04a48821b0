import { useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { HoneypotField, isHoneypotFilled } from "@/components/ui/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { newsletter } from "@/content/newsletter";
import { toast } from "@/hooks/use-toast";
import { atLeast, NEWSLETTER_MIN_DURATION_MS } from "@/lib/delay";
import { formLimits } from "@/lib/form-limits";
import { subscribeToNewsletter } from "@/lib/submissions";
import { cn } from "@/lib/utils";

type NewsletterFormProps = {
  className?: string;
  /** Visible label text; hidden visually when the surrounding box already says what the field is for. */
  label?: string;
  submitLabel?: string;
};

/** The one newsletter flow: every subscribe box on the site renders this form. */
export function NewsletterForm({ className, label = "Email address", submitLabel = newsletter.submitLabel }: NewsletterFormProps) {
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const { pathname } = useLocation();
  const inputId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value || submitting) return;
    setSubmitting(true);
    try {
      const send = isHoneypotFilled(event.currentTarget)
        ? Promise.resolve()
        : subscribeToNewsletter(value, pathname);
      await atLeast(send, NEWSLETTER_MIN_DURATION_MS);
      setEmail("");
      toast(newsletter.successToast);
    } catch {
      toast({ ...newsletter.errorToast, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className={cn("relative flex w-full flex-col gap-2 sm:flex-row", className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        maxLength={formLimits.email}
        placeholder={newsletter.placeholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="sm:flex-1"
      />
      <HoneypotField />
      <Button type="submit" disabled={submitting} className="sm:w-auto">
        {submitting ? newsletter.submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
