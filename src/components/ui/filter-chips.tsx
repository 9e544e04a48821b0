import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type FilterOption<T> = { value: T; label: string };

/** A facet's chips: the "all" chip (value null) first, then one chip per value, labelled with it. */
export function facetOptions<V extends string>(
  allLabel: string,
  values: readonly V[],
): FilterOption<V | null>[] {
  return [{ value: null, label: allLabel }, ...values.map((value) => ({ value, label: value }))];
}

type FilterChipsProps<T> = {
  /** For a toggle elsewhere that shows and hides the chips (aria-controls). */
  id?: string;
  /** Names the group; shown above the chips when `showLabel` is set, otherwise read by screen readers only. */
  label: string;
  showLabel?: boolean;
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** A row of toggle buttons of which exactly one is active (aria-pressed): the category chips of the blog and the libraries. */
export function FilterChips<T>({
  id,
  label,
  showLabel = false,
  options,
  value,
  onChange,
  className,
}: FilterChipsProps<T>) {
  const labelId = useId();
  return (
    <div id={id} role="group" aria-labelledby={labelId} className={className}>
      <p id={labelId} className={showLabel ? "mb-3 text-sm font-semibold" : "sr-only"}>
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <Button
              key={option.label}
              size="pill"
              variant={pressed ? "default" : "outline"}
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
              className={cn(!pressed && "text-muted-foreground")}
            >
              {option.label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
