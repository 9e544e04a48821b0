import { Search, SearchX, X } from "lucide-react";
import { useId, type FormEvent, type ReactNode, type Ref } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { SearchBoxCopy } from "@/content/types";
import { fillTemplate } from "@/lib/resource-search";
import { cn } from "@/lib/utils";

type SearchBoxProps = {
  copy: SearchBoxCopy;
  query: string;
  onQueryChange: (query: string) => void;
  /** Called when the visitor presses Enter or the search button. */
  onSubmit: () => void;
  /** Empties the box (and puts the focus back in it). */
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The id of the results the box controls. */
  resultsId: string;
};

/** The search form of the resource pages: labelled field, clear button, search button and suggestions. */
export function SearchBox({
  copy,
  query,
  onQueryChange,
  onSubmit,
  onClear,
  inputRef,
  resultsId,
}: SearchBoxProps) {
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <div className="mx-auto mt-10 max-w-2xl text-left">
      <form role="search" onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {copy.label}
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
            name="q"
            autoComplete="off"
            placeholder={copy.placeholder}
            value={query}
            aria-controls={resultsId}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && query) {
                event.preventDefault();
                onClear();
              }
            }}
            className="h-12 bg-card pr-11 pl-11 text-base shadow-sm sm:text-base [&::-webkit-search-cancel-button]:appearance-none"
          />
          {query && (
            <button
              type="button"
              onClick={onClear}
              aria-label={copy.clearLabel}
              className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <Button type="submit" size="lg" className="h-12">
          <Search aria-hidden="true" />
          {copy.submitLabel}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm">
        <span className="text-muted-foreground">{copy.suggestionsLabel}</span>
        {copy.suggestions.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            onClick={() => onQueryChange(suggestion)}
            className="rounded-full border bg-card px-3 py-1 text-foreground transition-colors hover:border-primary/40 hover:bg-accent hover:text-accent-foreground"
          >
            {suggestion}
          </button>
        ))}
      </div>
    </div>
  );
}

type SearchResultsPanelProps = {
  id: string;
  copy: SearchBoxCopy;
  query: string;
  count: number;
  headingRef?: Ref<HTMLHeadingElement>;
  onClear: () => void;
  children?: ReactNode;
};

/**
 * The results under a search box: a heading the search button moves focus to,
 * a polite status for screen readers, the result groups or the empty state.
 */
export function SearchResultsPanel({
  id,
  copy,
  query,
  count,
  headingRef,
  onClear,
  children,
}: SearchResultsPanelProps) {
  const trimmed = query.trim();
  const status = trimmed
    ? count > 0
      ? fillTemplate(count === 1 ? copy.resultsTitleOne : copy.resultsTitle, {
          count,
          query: trimmed,
        })
      : fillTemplate(copy.emptyTitle, { query: trimmed })
    : "";

  return (
    <div id={id} className="mx-auto max-w-2xl text-left">
      <p role="status" className="sr-only">
        {status}
      </p>
      {trimmed && (
        <div className="mt-6 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:p-6">
          {count > 0 ? (
            <>
              <div className="mb-4 flex items-center justify-between gap-3">
                <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
                  {fillTemplate(count === 1 ? copy.resultsTitleOne : copy.resultsTitle, {
                    count,
                    query: trimmed,
                  })}
                </h2>
                <Button variant="ghost" size="sm" onClick={onClear}>
                  <X aria-hidden="true" />
                  {copy.clearLabel}
                </Button>
              </div>
              <div className="space-y-6">{children}</div>
            </>
          ) : (
            <div className="flex flex-col items-center gap-3 py-6 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <SearchX className="size-6" aria-hidden="true" />
              </span>
              <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
                {fillTemplate(copy.emptyTitle, { query: trimmed })}
              </h2>
              <p className="max-w-md text-sm text-muted-foreground">{copy.emptyDescription}</p>
              <Button variant="outline" size="sm" onClick={onClear}>
                <X aria-hidden="true" />
                {copy.clearLabel}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

type SearchResultGroupProps = {
  title: string;
  count: number;
  /** A link to the group's full listing. */
  viewAll?: { label: string; href: string };
  children: ReactNode;
};

export function SearchResultGroup({ title, count, viewAll, children }: SearchResultGroupProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <div className="mb-2 flex items-center justify-between gap-3 border-b pb-2">
        <h3
          id={headingId}
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {title}
          <Badge variant="secondary">{count}</Badge>
        </h3>
        {viewAll && (
          <Link to={viewAll.href} className="text-sm font-medium text-primary hover:underline">
            {viewAll.label}
            <span className="sr-only"> {title}</span>
          </Link>
        )}
      </div>
      <ul className="divide-y">{children}</ul>
    </div>
  );
}

type SearchResultItemProps = {
  href: string;
  title: string;
  description?: string;
  meta?: ReactNode;
  className?: string;
};

export function SearchResultItem({
  href,
  title,
  description,
  meta,
  className,
}: SearchResultItemProps) {
  return (
    <li className={cn("py-1", className)}>
      <Link
        to={href}
        className="group -mx-2 block rounded-md px-2 py-2.5 transition-colors hover:bg-accent focus-visible:bg-accent"
      >
        <span className="block font-medium text-foreground group-hover:text-accent-foreground">
          {title}
        </span>
        {description && (
          <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">
            {description}
          </span>
        )}
        {meta && <span className="mt-1.5 flex flex-wrap items-center gap-2">{meta}</span>}
      </Link>
    </li>
  );
}
