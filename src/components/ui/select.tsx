import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldVariants } from "./input";

type SelectProps = ComponentProps<"select"> & {
  options: readonly string[];
  /** Shown first and submits an empty value, so `required` makes the visitor pick one. */
  placeholder?: string;
};

/**
 * A native select: it keeps the browser's own keyboard, screen-reader and
 * mobile pickers, and takes part in constraint validation (`required`).
 */
export function Select({ className, options, placeholder, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(fieldVariants(), "h-10 appearance-none pr-9", className)} {...props}>
        {placeholder !== undefined && (
          <option value="" disabled={props.required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
