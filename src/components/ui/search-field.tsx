import { cva, type VariantProps } from "class-variance-authority";
import { Search, X } from "lucide-react";
import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

const searchFieldVariants = cva("mx-auto w-full", {
  variants: {
    /** "pill": a round box without a button (blog, insights); "bar": a box with a search button beside it. */
    shape: { pill: "max-w-xl", bar: "max-w-2xl" },
  },
  defaultVariants: { shape: "bar" },
});

const inputVariants = cva("shadow-sm [&::-webkit-search-cancel-button]:appearance-none", {
  variants: {
    shape: { pill: "pr-12 pl-12", bar: "pr-11 pl-11" },
  },
  defaultVariants: { shape: "bar" },
});

/** The texts of a search field; without `submitLabel` there is no search button. */
export type SearchFieldCopy = {
  /** Read by screen readers; the box shows only the placeholder. */
  label: string;
  placeholder: string;
  clearLabel: string;
  submitLabel?: string;
};

type SearchFieldProps = VariantProps<typeof inputVariants> & {
  /** "card": on the hub and documentation heroes, the box stands on the card colour. */
  surface?: "background" | "card";
  copy: SearchFieldCopy;
  value: string;
  onChange: (value: string) => void;
  /** Enter and the search button (when there is a submitLabel). */
  onSubmit?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  name?: string;
  maxLength?: number;
  /** The id of the results the field controls. */
  controls?: string;
  /** It answers before the app has taken over (src/boot/early-search.ts). */
  earlySearch?: boolean;
  /** Shown under the field: a match count, suggestions. */
  children?: ReactNode;
  className?: string;
};

/**
 * The one search field of the listings and the resource searches: a labelled
 * box that filters as the visitor types, an × (and Escape) that empties it and
 * puts the focus back, and an optional search button.
 */
export function SearchField({
  copy,
  value,
  onChange,
  onSubmit,
  inputRef,
  name,
  maxLength = 100,
  controls,
  earlySearch,
  shape,
  surface,
  children,
  className,
}: SearchFieldProps) {
  const inputId = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;

  function clear() {
    onChange("");
    ref.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit?.();
  }

  return (
    <div className={cn(searchFieldVariants({ shape }), className)}>
      <form
        role="search"
        onSubmit={handleSubmit}
        data-needs-js
        className="flex flex-col gap-2 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          {copy.label}
        </label>
        <div className="relative flex-1">
          <Search
            className={cn(
              "pointer-events-none absolute top-1/2 size-5 -translate-y-1/2 text-muted-foreground",
              shape === "pill" ? "left-4" : "left-3.5",
            )}
            aria-hidden="true"
          />
          <Input
            ref={ref}
            id={inputId}
            type="search"
            name={name}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={maxLength}
            placeholder={copy.placeholder}
            value={value}
            aria-controls={controls}
            data-early-search={earlySearch ? "" : undefined}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && value) {
                event.preventDefault();
                clear();
              }
            }}
            tall
            shape={shape === "pill" ? "pill" : "box"}
            surface={surface}
            className={inputVariants({ shape })}
          />
          {value && (
            <button
              type="button"
              onClick={clear}
              aria-label={copy.clearLabel}
              className={cn(
                "absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                shape === "pill" ? "rounded-full" : "rounded-md",
              )}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        {copy.submitLabel && (
          <Button type="submit" size="lg">
            <Search aria-hidden="true" />
            {copy.submitLabel}
          </Button>
        )}
      </form>
      {children}
    </div>
  );
}
