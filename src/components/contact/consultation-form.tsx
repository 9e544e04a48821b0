import { CalendarCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { consultationTypes, timeSlots } from "@/content/contact/form-options";
import type { ConsultationFormContent } from "@/content/types";
import { useFormSubmission } from "@/hooks/use-form-submission";
import { CONSULTATION_MIN_DURATION_MS } from "@/lib/delay";
import { requestConsultation, type ConsultationValues } from "@/lib/submissions";
import { ContactFormShell } from "./contact-form-shell";
import { FormField } from "@/components/ui/form-field";

const emptyValues: ConsultationValues = {
  name: "",
  email: "",
  company: "",
  consultationType: "",
  preferredDate: "",
  preferredTime: "",
  message: "",
};

/** Today in the visitor's own time zone, as YYYY-MM-DD (toISOString would give the UTC date). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function setMinToToday(input: HTMLInputElement | null) {
  if (input) input.min = localToday();
}

type ConsultationFormProps = { content: ConsultationFormContent; className?: string };

/**
 * The free consultation booking form. The busy state lasts at least
 * CONSULTATION_MIN_DURATION_MS; values are kept on failure and cleared on success.
 */
export function ConsultationForm({ content, className }: ConsultationFormProps) {
  const form = useFormSubmission({
    emptyValues,
    submit: requestConsultation,
    minDurationMs: CONSULTATION_MIN_DURATION_MS,
    successToast: content.successToast,
    errorToast: content.errorToast,
  });
  const { bind, fieldId } = form;
  const dateInput = useRef<HTMLInputElement>(null);
  const { fields } = content;

  // The earliest date is today where the visitor is. It is set in the browser,
  // not during render, so the prerendered HTML never carries a stale date
  // (and again on focus, for a page left open past midnight).
  useEffect(() => setMinToToday(dateInput.current), []);

  return (
    <ContactFormShell
      content={content}
      form={form}
      message={{ rows: 4, className: "min-h-[100px]" }}
      icon={<CalendarCheck aria-hidden="true" />}
      className={className}
    >
      <FormField
        htmlFor={fieldId("consultationType")}
        label={fields.consultationType.label}
        required
      >
        <Select
          {...bind("consultationType")}
          required
          options={consultationTypes}
          placeholder={fields.consultationType.placeholder}
        />
      </FormField>
      <FormField htmlFor={fieldId("preferredDate")} label={fields.preferredDate.label} required>
        <Input
          {...bind("preferredDate")}
          ref={dateInput}
          type="date"
          required
          onFocus={(event) => setMinToToday(event.currentTarget)}
        />
      </FormField>
      <FormField htmlFor={fieldId("preferredTime")} label={fields.preferredTime.label} required>
        <Select
          {...bind("preferredTime")}
          required
          options={timeSlots}
          placeholder={fields.preferredTime.placeholder}
        />
      </FormField>
    </ContactFormShell>
  );
}
