import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FormFieldProps = {
  /** The id of the control the label names. */
  htmlFor: string;
  label: string;
  /** Shows the required mark; the control itself still needs `required`. */
  required?: boolean;
  /** The control grows to fill the field's height (a message box beside taller columns). */
  fill?: boolean;
  className?: string;
  children: ReactNode;
};

/** A visible label above one form control, with an asterisk on required fields. */
export function FormField({
  htmlFor,
  label,
  required = false,
  fill = false,
  className,
  children,
}: FormFieldProps) {
  return (
    <div
      className={cn(
        "grid gap-2",
        fill ? "grid-rows-[auto_1fr] content-stretch" : "content-start",
        className,
      )}
    >
      <Label htmlFor={htmlFor}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
    </div>
  );
}
