import { CircleCheck } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { ToastText } from "@/content/types";
import { cn } from "@/lib/utils";

type FormSuccessProps = {
  /** The form's success toast, repeated in place. */
  text: ToastText;
  /** The button that puts the visitor back in the emptied form ('Send another message'). */
  againLabel: string;
  onAgain: () => void;
  className?: string;
};

/**
 * The in-place confirmation after a form succeeds. It takes the focus when it
 * appears, so keyboard and screen-reader visitors learn that it worked where
 * they are (the toast may be missed), and offers to send another.
 */
export function FormSuccess({ text, againLabel, onAgain, className }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        "flex flex-col items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold">
        <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {text.title}
      </p>
      {text.description && <p className="text-muted-foreground">{text.description}</p>}
      <Button type="button" variant="link" size="inline" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
