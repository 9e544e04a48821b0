import { ArrowDown, Search, X } from "lucide-react";
import { useId, useRef, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ResourceSearchContent } from "@/content/types";
import { fillTemplate } from "@/lib/resource-filters";
import { cn } from "@/lib/utils";

type DocumentSearchFieldProps = {
  content: ResourceSearchContent;
  value: string;
  onChange: (value: string) => void;
  /** How many items match right now; shown under the box while there is a query. */
  matches: number;
  /** The id of the results heading: the search button and the match count jump there. */
  resultsId: string;
  className?: string;
};

/** Moves the visitor to the results: scrolls the heading into view and focuses it. */
function revealResults(resultsId: string) {
  const target = window.document.getElementById(resultsId);
  if (!target) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

/** The search box of a resource listing: filters as you type; the button jumps to the results. */
export function DocumentSearchField({
  content,
  value,
  onChange,
  matches,
  resultsId,
  className,
}: DocumentSearchFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    revealResults(resultsId);
  }

  return (
    <div className={cn("mx-auto mt-10 w-full max-w-2xl", className)}>
      <form role="search" onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {content.label}
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={content.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={120}
            className="h-12 bg-background pr-11 pl-11 shadow-sm [&::-webkit-search-cancel-button]:appearance-none"
          />
          {value && (
            <button
              type="button"
              onClick={() => {
                onChange("");
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
              aria-label={content.clearLabel}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <Button type="submit" size="lg" className="h-12">
          <Search aria-hidden="true" />
          {content.submitLabel}
        </Button>
      </form>
      {value.trim() && (
        <p className="mt-3 text-sm text-muted-foreground">
          <a
            href={`#${resultsId}`}
            onClick={(event) => {
              event.preventDefault();
              revealResults(resultsId);
            }}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            {fillTemplate(content.matchesLabel, { shown: matches })}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </p>
      )}
    </div>
  );
}
