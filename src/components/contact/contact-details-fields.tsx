import type { ChangeEventHandler } from "react";
import { EmailInput, Input } from "@/components/ui/input";
import type { ContactFieldText } from "@/content/types";
import { formLimits } from "@/lib/form-limits";
import { FormField } from "@/components/ui/form-field";

type DetailName = "name" | "email" | "company";

type ContactDetailsFieldsProps = {
  fields: Record<DetailName, ContactFieldText>;
  /** From useFormSubmission: the id, name, value and change handler of a control. */
  bind: (name: DetailName) => {
    id: string;
    name: string;
    value: string;
    onChange: ChangeEventHandler<HTMLInputElement>;
  };
};

/** Name, email and company: the first three fields of both contact-page forms. */
export function ContactDetailsFields({ fields, bind }: ContactDetailsFieldsProps) {
  return (
    <>
      <FormField htmlFor={bind("name").id} label={fields.name.label} required>
        <Input
          {...bind("name")}
          required
          autoComplete="name"
          maxLength={formLimits.name}
          placeholder={fields.name.placeholder}
        />
      </FormField>
      <FormField htmlFor={bind("email").id} label={fields.email.label} required>
        <EmailInput {...bind("email")} placeholder={fields.email.placeholder} />
      </FormField>
      <FormField htmlFor={bind("company").id} label={fields.company.label}>
        <Input
          {...bind("company")}
          autoComplete="organization"
          maxLength={formLimits.company}
          placeholder={fields.company.placeholder}
        />
      </FormField>
    </>
  );
}
