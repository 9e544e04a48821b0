import type { ChangeEvent, FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormNeedsJavaScript, FormPrivacyNote } from "@/components/ui/form-privacy-note";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/ui/form-field";
import { FormSuccess } from "@/components/ui/form-success";
import type { ContactFieldText, ToastText } from "@/content/types";
import { formLimits } from "@/lib/form-limits";
import { cn } from "@/lib/utils";
import { ContactDetailsFields } from "./contact-details-fields";

type ShellField = "name" | "email" | "company" | "message";

type ContactFormShellProps = {
  content: {
    fields: Record<ShellField, ContactFieldText>;
    /** Explains the asterisk on required fields. */
    requiredNote: string;
    submitLabel: string;
    /** What the button says while the form is being sent ('Sending Message...'). */
    submittingLabel: string;
    successToast: ToastText;
    againLabel: string;
  };
  /** The form's useFormSubmission state. */
  form: {
    bind: (name: ShellField) => {
      id: string;
      name: string;
      value: string;
      onChange: (
        event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
      ) => void;
    };
    submitting: boolean;
    succeeded: boolean;
    startOver: (firstField: "name") => void;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  };
  /** The message box: whether it must be filled, its height in rows and its minimum height. */
  message: { required?: boolean; rows: number; minHeight: string };
  /** The icon after the submit label. */
  icon: ReactNode;
  className?: string;
  /** The form's own fields, in the grid after name, email and company. */
  children: ReactNode;
  /** Shown after the success message (the consultation's "Add to calendar"). */
  afterSuccess?: ReactNode;
};

/**
 * What both contact-page forms share: name, email and company, the form's own fields,
 * the message box, then the honeypot, the required-fields note and the pending-aware
 * submit button, and after a success the message that takes the focus.
 */
export function ContactFormShell({
  content,
  form,
  message,
  icon,
  className,
  children,
  afterSuccess,
}: ContactFormShellProps) {
  const { fields } = content;
  const messageField = form.bind("message");
  return (
    <form
      onSubmit={form.handleSubmit}
      aria-busy={form.submitting}
      className={cn("relative grid grid-cols-1 grid-rows-[auto_1fr_auto] gap-5", className)}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <ContactDetailsFields fields={fields} bind={form.bind} />
        {children}
      </div>
      <FormField
        htmlFor={messageField.id}
        label={fields.message.label}
        required={message.required}
        fill
      >
        <Textarea
          {...messageField}
          required={message.required}
          rows={message.rows}
          maxLength={formLimits.message}
          placeholder={fields.message.placeholder}
          minHeight={message.minHeight}
          className="h-full"
        />
      </FormField>
      <HoneypotField />
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{content.requiredNote}</p>
        <Button
          type="submit"
          size="lg"
          pending={form.submitting}
          pendingLabel={content.submittingLabel}
          className="w-full sm:w-auto"
        >
          {content.submitLabel}
          {icon}
        </Button>
      </div>
      <FormNeedsJavaScript />
      <FormPrivacyNote />
      {form.succeeded && (
        <FormSuccess
          text={content.successToast}
          againLabel={content.againLabel}
          onAgain={() => form.startOver("name")}
        />
      )}
      {form.succeeded && afterSuccess}
    </form>
  );
}
