import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * A fact's value with each hyphenated compound ("No-Code") kept on one line: a line break at
 * its hyphen reads as a word split in two.
 */
function FactValue({ value }: { value: string }) {
  return value.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export type Fact = { label: string; value: string; icon?: LucideIcon };

type FactListProps = {
  items: readonly Fact[];
  /**
   * "boxed": each fact on its own tile; "inline": label and value on one row, separated by lines;
   * "caption": a small upper-case label over the value (document and report facts).
   */
  variant?: "boxed" | "inline" | "caption";
  className?: string;
  /** "boxed" only: the grid's columns, in place of two from the `sm` breakpoint. */
  columns?: string;
  /** "caption" only: classes for each fact's box and for its value (whose weight is font-semibold unless they set one). */
  itemClassName?: string;
  valueClassName?: string;
};

/** Labelled facts (price, duration, format …) as a description list. */
export function FactList({
  items,
  variant = "boxed",
  className,
  columns = "sm:grid-cols-2",
  itemClassName,
  valueClassName,
}: FactListProps) {
  if (variant === "caption") {
    return (
      <dl className={className}>
        {items.map(({ label, value }) => (
          <div key={label} className={itemClassName}>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {label}
            </dt>
            <dd className={cn("mt-1", valueClassName ?? "font-semibold")}>
              <FactValue value={value} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (variant === "inline") {
    return (
      <dl className={cn("divide-y text-sm", className)}>
        {items.map(({ label, value, icon: FactIcon }) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              {FactIcon && <FactIcon className="size-4" aria-hidden="true" />}
              {label}
            </dt>
            <dd className="text-right font-semibold">
              <FactValue value={value} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className={cn("grid gap-3", columns, className)}>
      {items.map(({ label, value, icon: FactIcon }) => (
        <div key={label} className="rounded-lg border bg-background px-4 py-3">
          <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
            {FactIcon && <FactIcon className="size-4" aria-hidden="true" />}
            {label}
          </dt>
          <dd className="mt-1 text-lg font-bold">
            <FactValue value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
