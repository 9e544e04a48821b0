import { CalendarCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { consultationTypes, timeSlots } from "@/content/contact/form-options";
import type { ConsultationFormContent } from "@/content/types";
import { formNotices } from "@/content/forms";
import { useFormSubmission } from "@/hooks/use-form-submission";
import { consultationDateBounds, isWeekendDate } from "@/lib/consultation-date";
import { CONSULTATION_MIN_DURATION_MS } from "@/lib/delay";
import { requestConsultation, type ConsultationValues } from "@/lib/submissions";
import { AddToCalendar } from "./add-to-calendar";
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

/** Today to today plus 365 days where the visitor is (consultationDateRules). */
function setDateBounds(input: HTMLInputElement | null) {
  if (!input) return;
  const { min, max } = consultationDateBounds();
  input.min = min;
  input.max = max;
}

/** A weekend gets the browser's bubble with our reason, before the database refuses it. */
function checkWeekday(input: HTMLInputElement) {
  input.setCustomValidity(isWeekendDate(input.value) ? formNotices.weekendDateMessage : "");
}

type ConsultationFormProps = { content: ConsultationFormContent; className?: string };

/**
 * The free consultation booking form. The busy state lasts at least
 * CONSULTATION_MIN_DURATION_MS; values are kept on failure and cleared on success.
 */
export function ConsultationForm({ content, className }: ConsultationFormProps) {
  // The form empties on success; the booked slot stays for "Add to calendar".
  const [booked, setBooked] = useState<ConsultationValues | null>(null);
  const form = useFormSubmission({
    emptyValues,
    submit: async (values: ConsultationValues) => {
      setBooked(null);
      await requestConsultation(values);
      setBooked(values);
    },
    minDurationMs: CONSULTATION_MIN_DURATION_MS,
    successToast: content.successToast,
    errorToast: content.errorToast,
  });
  const { bind, fieldId } = form;
  const dateInput = useRef<HTMLInputElement>(null);
  const { fields } = content;

  // The date bounds are set in the browser, not during render, so the
  // prerendered HTML never carries a stale date (and again on focus, for a
  // page left open past midnight).
  useEffect(() => setDateBounds(dateInput.current), []);
  const dateField = bind("preferredDate");

  return (
    <ContactFormShell
      content={content}
      form={form}
      message={{ rows: 4, minHeight: "min-h-[100px]" }}
      icon={<CalendarCheck aria-hidden="true" />}
      className={className}
      afterSuccess={
        booked && (
          <AddToCalendar
            date={booked.preferredDate}
            slot={booked.preferredTime}
            consultationType={booked.consultationType}
          />
        )
      }
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
          {...dateField}
          onChange={(event) => {
            checkWeekday(event.currentTarget);
            dateField.onChange(event);
          }}
          ref={dateInput}
          type="date"
          required
          onFocus={(event) => setDateBounds(event.currentTarget)}
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
