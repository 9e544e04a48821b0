import { CalendarCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { consultationTypes, timeSlots } from "@/content/contact/form-options";
import type { ConsultationFormContent } from "@/content/types";
import { useFormSubmission } from "@/hooks/use-form-submission";
import { CONSULTATION_MIN_DURATION_MS } from "@/lib/delay";
import { formLimits } from "@/lib/form-limits";
import { requestConsultation, type ConsultationValues } from "@/lib/submissions";
import { cn } from "@/lib/utils";
import { ContactDetailsFields } from "@/components/contact/contact-details-fields";
import { FormSubmitRow } from "@/components/contact/form-submit-row";
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
  const { bind, fieldId, submitting, handleSubmit } = useFormSubmission({
    emptyValues,
    submit: requestConsultation,
    minDurationMs: CONSULTATION_MIN_DURATION_MS,
    successToast: content.successToast,
    errorToast: content.errorToast,
  });
  const dateInput = useRef<HTMLInputElement>(null);
  const { fields } = content;

  // The earliest date is today where the visitor is. It is set in the browser,
  // not during render, so the prerendered HTML never carries a stale date
  // (and again on focus, for a page left open past midnight).
  useEffect(() => setMinToToday(dateInput.current), []);

  return (
    <form
      onSubmit={handleSubmit}
      aria-busy={submitting}
      className={cn("relative grid grid-cols-1 grid-rows-[auto_1fr_auto] gap-5", className)}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <ContactDetailsFields fields={fields} bind={bind} />
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
      </div>
      <FormField
        htmlFor={fieldId("message")}
        label={fields.message.label}
        className="grid-rows-[auto_1fr] content-stretch"
      >
        <Textarea
          {...bind("message")}
          rows={4}
          maxLength={formLimits.message}
          placeholder={fields.message.placeholder}
          className="h-full min-h-[100px]"
        />
      </FormField>
      <FormSubmitRow
        note={content.requiredNote}
        label={content.submitLabel}
        pendingLabel={content.submittingLabel}
        pending={submitting}
        icon={<CalendarCheck aria-hidden="true" />}
      />
    </form>
  );
}
