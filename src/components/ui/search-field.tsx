import { earlyMark } from "@/boot/early-search-marks";
import { Search, X } from "lucide-react";
import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** The texts of a search field; without `submitLabel` there is no search button. */
export type SearchFieldCopy = {
  /** Read by screen readers; the box shows only the placeholder. */
  label: string;
  placeholder: string;
  clearLabel: string;
  submitLabel?: string;
};

type SearchFieldProps = {
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
 * The one search field of the listings and the resource searches, in one look on every page
 * (a tall box on the card colour, the width of a reading column): a labelled box that filters
 * as the visitor types, an × (and Escape) that empties it and puts the focus back, and an
 * optional search button.
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
    <div className={cn("mx-auto w-full max-w-2xl", className)}>
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
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
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
            {...(earlySearch ? earlyMark("box") : {})}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && value) {
                event.preventDefault();
                clear();
              }
            }}
            tall
            surface="card"
            className="pr-11 pl-11 shadow-sm [&::-webkit-search-cancel-button]:appearance-none"
          />
          {value && (
            <button
              type="button"
              onClick={clear}
              aria-label={copy.clearLabel}
              className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
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
