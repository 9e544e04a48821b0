import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { formLimits } from "@/lib/form-limits";
import { cn } from "@/lib/utils";

/** The look every form control shares: inputs, text areas, selects. */
export const fieldVariants = cva(
  "w-full rounded-md border border-input px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive",
  {
    variants: {
      /** "card": on the card colour, with a phone-sized text at every width (the hero searches). */
      surface: {
        background: "bg-background text-base sm:text-sm",
        card: "bg-card text-base sm:text-base",
      },
    },
    defaultVariants: { surface: "background" },
  },
);

type InputProps = ComponentProps<"input"> &
  VariantProps<typeof fieldVariants> & {
    /** A taller box, for a search field that leads its section. */
    tall?: boolean;
  };

export function Input({ className, type = "text", surface, tall, ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(fieldVariants({ surface }), tall ? "h-12" : "h-10", className)}
      {...props}
    />
  );
}

/** A required email field: the browser checks the format, and the length limit is the database's. */
export function EmailInput(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <Input type="email" required autoComplete="email" maxLength={formLimits.email} {...props} />
  );
}
