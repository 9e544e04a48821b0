import { Search, X } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import type { BlogSearchCopy } from "@/content/types";
import { cn } from "@/lib/utils";

type BlogSearchFieldProps = {
  copy: BlogSearchCopy;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A labelled search box that filters a listing as the visitor types, with a button to clear it. */
export function BlogSearchField({ copy, value, onChange, className }: BlogSearchFieldProps) {
  const inputId = useId();
  return (
    <div role="search" className={cn("relative mx-auto w-full max-w-xl", className)}>
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={copy.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value) {
            event.preventDefault();
            onChange("");
          }
        }}
        className="h-12 rounded-full bg-background pr-12 pl-12 shadow-sm [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange("")}
          aria-label={copy.clearLabel}
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
