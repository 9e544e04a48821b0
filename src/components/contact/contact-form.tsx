import { Send } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { budgets, projectTypes } from "@/content/contact/form-options";
import type { ContactFormContent } from "@/content/types";
import { useFormSubmission } from "@/hooks/use-form-submission";
import { formLimits } from "@/lib/form-limits";
import { submitContact, type ContactValues } from "@/lib/submissions";
import { ContactFormShell } from "./contact-form-shell";
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
  const form = useFormSubmission({
    emptyValues,
    submit: submitContact,
    successToast: content.successToast,
    errorToast: content.errorToast,
  });
  const { bind, fieldId } = form;
  const { fields } = content;

  return (
    <ContactFormShell
      content={content}
      form={form}
      message={{ required: true, rows: 6, minHeight: "min-h-[120px]" }}
      icon={<Send aria-hidden="true" />}
      className={className}
    >
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
    </ContactFormShell>
  );
}
