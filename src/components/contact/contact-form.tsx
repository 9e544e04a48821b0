import { Send } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { budgets, projectTypes } from "@/content/contact/form-options";
import type { ContactFormContent } from "@/content/types";
import { useFormSubmission } from "@/hooks/use-form-submission";
import { formLimits } from "@/lib/form-limits";
import { submitContact, type ContactValues } from "@/lib/submissions";
import { cn } from "@/lib/utils";
import { ContactDetailsFields } from "@/components/contact/contact-details-fields";
import { FormSubmitRow } from "@/components/contact/form-submit-row";
import { FormField } from "@/components/ui/form-field";

const emptyValues: ContactValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  projectType: "",
  budget: "",
  message: "",
};

type ContactFormProps = { content: ContactFormContent; className?: string };

/**
 * The project enquiry form. Values are kept on failure and cleared on success;
 * the pending button (and the in-flight guard) makes a double click send once.
 */
export function ContactForm({ content, className }: ContactFormProps) {
  const { bind, fieldId, submitting, handleSubmit } = useFormSubmission({
    emptyValues,
    submit: submitContact,
    successToast: content.successToast,
    errorToast: content.errorToast,
  });
  const { fields } = content;

  return (
    <form
      onSubmit={handleSubmit}
      aria-busy={submitting}
      className={cn("relative grid grid-cols-1 grid-rows-[auto_1fr_auto] gap-5", className)}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <ContactDetailsFields fields={fields} bind={bind} />
        <FormField htmlFor={fieldId("phone")} label={fields.phone.label}>
          <Input
            {...bind("phone")}
            type="tel"
            autoComplete="tel"
            maxLength={formLimits.phone}
            placeholder={fields.phone.placeholder}
          />
        </FormField>
        <FormField htmlFor={fieldId("projectType")} label={fields.projectType.label} required>
          <Select
            {...bind("projectType")}
            required
            options={projectTypes}
            placeholder={fields.projectType.placeholder}
          />
        </FormField>
        <FormField htmlFor={fieldId("budget")} label={fields.budget.label}>
          <Select {...bind("budget")} options={budgets} placeholder={fields.budget.placeholder} />
        </FormField>
      </div>
      <FormField
        htmlFor={fieldId("message")}
        label={fields.message.label}
        required
        className="grid-rows-[auto_1fr] content-stretch"
      >
        <Textarea
          {...bind("message")}
          required
          rows={6}
          maxLength={formLimits.message}
          placeholder={fields.message.placeholder}
          className="h-full min-h-[120px]"
        />
      </FormField>
      <FormSubmitRow
        note={content.requiredNote}
        label={content.submitLabel}
        pendingLabel={content.submittingLabel}
        pending={submitting}
        icon={<Send aria-hidden="true" />}
      />
    </form>
  );
}
