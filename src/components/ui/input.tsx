import type { ComponentProps } from "react";
import { formLimits } from "@/lib/form-limits";
import { cn } from "@/lib/utils";

export const fieldClasses =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-10", className)} {...props} />;
}

/** A required email field: the browser checks the format, and the length limit is the database's. */
export function EmailInput(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <Input type="email" required autoComplete="email" maxLength={formLimits.email} {...props} />
  );
}
