import { formNotices } from "@/content/forms";
import { cn } from "@/lib/utils";

/** In every form: says, only to a browser without JavaScript, that sending needs it. */
export function FormNeedsJavaScript({ className }: { className?: string }) {
  return (
    <noscript>
      <p role="note" className={cn("text-sm font-medium text-destructive", className)}>
        {formNotices.needsJavaScript}
      </p>
    </noscript>
  );
}
