import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldVariants } from "./input";

type TextareaProps = ComponentProps<"textarea"> & {
  /** Its smallest height, in place of min-h-24. */
  minHeight?: string;
};

export function Textarea({ className, minHeight = "min-h-24", ...props }: TextareaProps) {
  return <textarea className={cn(fieldVariants(), minHeight, "resize-y", className)} {...props} />;
}
