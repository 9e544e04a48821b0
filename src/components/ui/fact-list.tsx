import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export type Fact = { label: string; value: string; icon?: LucideIcon };

type FactListProps = {
  items: readonly Fact[];
  /** "boxed": each fact on its own tile; "inline": label and value on one row, separated by lines. */
  variant?: "boxed" | "inline";
  className?: string;
};

/** Labelled facts (price, duration, format …) as a description list. */
export function FactList({ items, variant = "boxed", className }: FactListProps) {
  if (variant === "inline") {
    return (
      <dl className={cn("divide-y text-sm", className)}>
        {items.map(({ label, value, icon: FactIcon }) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              {FactIcon && <FactIcon className="size-4" aria-hidden="true" />}
              {label}
            </dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {items.map(({ label, value, icon: FactIcon }) => (
        <div key={label} className="rounded-lg border bg-background px-4 py-3">
          <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
            {FactIcon && <FactIcon className="size-4" aria-hidden="true" />}
            {label}
          </dt>
          <dd className="mt-1 text-lg font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
