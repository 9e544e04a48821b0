import { Info, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

const tones = {
  info: { icon: Info, box: "bg-accent/50", mark: "text-primary" },
  warning: {
    icon: TriangleAlert,
    box: "border-destructive/40 bg-destructive/10",
    mark: "text-destructive",
  },
} as const;

type ApiCalloutProps = { tone: keyof typeof tones; text: string; className?: string };

/** A boxed note in the reference: a tip, or a warning to heed. */
export function ApiCallout({ tone, text, className }: ApiCalloutProps) {
  const { icon: Mark, box, mark } = tones[tone];
  return (
    <div className={cn("flex items-start gap-3 rounded-lg border p-4", box, className)}>
      <Mark className={cn("mt-0.5 size-5 shrink-0", mark)} aria-hidden="true" />
      <p className="text-sm">{text}</p>
    </div>
  );
}
