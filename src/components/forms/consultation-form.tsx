import { CalendarCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { HoneypotField, isHoneypotFilled } from "@/components/forms/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { consultationTypes, timeSlots } from "@/content/form-options";
import type { ConsultationFormContent } from "@/content/types";
import { toast } from "@/hooks/use-toast";
import { atLeast, CONSULTATION_MIN_DURATION_MS } from "@/lib/delay";
import { formLimits } from "@/lib/form-limits";
import { requestConsultation, type ConsultationValues } from "@/lib/submissions";
import { cn } from "@/lib/utils";
import { FormField } from "./form-field";

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
  const [values, setValues] = useState<ConsultationValues>(emptyValues);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const dateInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const fieldId = (name: keyof ConsultationValues) => `${id}-${name}`;
  const { fields } = content;

  // The earliest date is today where the visitor is. It is set in the browser,
  // not during render, so the prerendered HTML never carries a stale date
  // (and again on focus, for a page left open past midnight).
  useEffect(() => setMinToToday(dateInput.current), []);

  const bind = (name: keyof ConsultationValues) => ({
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
    try {
      // A filled honeypot means a bot: it sees success, nothing is sent.
      const send = isHoneypotFilled(event.currentTarget)
        ? Promise.resolve()
        : requestConsultation(values);
      await atLeast(send, CONSULTATION_MIN_DURATION_MS);
      setValues(emptyValues);
      toast(content.successToast);
    } catch {
      // requestConsultation has logged the error; the visitor keeps everything they typed.
      toast({ ...content.errorToast, variant: "destructive" });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-busy={submitting}
      className={cn("relative grid grid-cols-1 grid-rows-[auto_1fr_auto] gap-5", className)}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField htmlFor={fieldId("name")} label={fields.name.label} required>
          <Input
            {...bind("name")}
            required
            autoComplete="name"
            maxLength={formLimits.name}
            placeholder={fields.name.placeholder}
          />
        </FormField>
        <FormField htmlFor={fieldId("email")} label={fields.email.label} required>
          <Input
            {...bind("email")}
            type="email"
            required
            autoComplete="email"
            maxLength={formLimits.email}
            placeholder={fields.email.placeholder}
          />
        </FormField>
        <FormField htmlFor={fieldId("company")} label={fields.company.label}>
          <Input
            {...bind("company")}
            autoComplete="organization"
            maxLength={formLimits.company}
            placeholder={fields.company.placeholder}
          />
        </FormField>
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
      <HoneypotField />
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{content.requiredNote}</p>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? content.submittingLabel : content.submitLabel}
          {!submitting && <CalendarCheck aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
