import type { ReactNode } from "react";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Button } from "@/components/ui/button";

type FormSubmitRowProps = {
  /** Explains the asterisk on required fields. */
  note: string;
  label: string;
  /** What the button says while the form is being sent ('Sending Message...'). */
  pendingLabel: string;
  pending: boolean;
  /** The icon after the label. */
  icon: ReactNode;
};

/** The end of a contact form: the honeypot, the required-fields note and the pending-aware submit button. */
export function FormSubmitRow({ note, label, pendingLabel, pending, icon }: FormSubmitRowProps) {
  return (
    <>
      <HoneypotField />
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{note}</p>
        <Button
          type="submit"
          size="lg"
          pending={pending}
          pendingLabel={pendingLabel}
          className="w-full sm:w-auto"
        >
          {label}
          {icon}
        </Button>
      </div>
    </>
  );
}
