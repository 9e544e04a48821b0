import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type PhoneFoldProps = {
  /** The toggle's words on phones ('What's Included and Technologies', 'Code, 32 lines'). */
  summary: ReactNode;
  /** Classes for the disclosure's box (its border, background). */
  className?: string;
  /** Classes for the toggle's row (its padding, to line up with the content). */
  summaryClassName?: string;
  children: ReactNode;
};

/**
 * Reference material folded away on phones and always shown from the `sm` breakpoint, where
 * the page has room for it. A native disclosure (`.phone-fold` in src/styles.css), so it works
 * without JavaScript, and find-in-page opens it; browsers that cannot show a closed
 * disclosure's content keep the toggle at every width.
 */
export function PhoneFold({ summary, className, summaryClassName, children }: PhoneFoldProps) {
  return (
    <details className={cn("group/fold phone-fold", className)}>
      <summary
        className={cn(
          "flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-sm font-semibold text-primary transition-colors hover:bg-accent/50 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 group-open/fold:rotate-180 motion-safe:transition-transform"
        />
      </summary>
      {children}
    </details>
  );
}
