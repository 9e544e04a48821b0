import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchField } from "@/components/ui/search-field";
import type { SearchBoxCopy } from "@/content/types";
import type { useSearchBox } from "@/hooks/use-search-box";
import { fillTemplate } from "@/lib/text";
import { cn } from "@/lib/utils";

type ResourceSearchBoxProps = {
  copy: SearchBoxCopy;
  /** The box's state, from useSearchBox. */
  search: ReturnType<typeof useSearchBox>;
  /** How many results the deferred query found. */
  count: number;
  /** The result groups. */
  children?: ReactNode;
};

/**
 * The search of the resource hub and the documentation: the field with its
 * suggestions, then a results panel with a heading the search button moves the
 * focus to, a polite status for screen readers, the result groups or the empty state.
 */
export function ResourceSearchBox({ copy, search, count, children }: ResourceSearchBoxProps) {
  const { setQuery, clear, submit, inputRef, headingRef, resultsId } = search;
  const query = search.deferredQuery.trim();
  const title = query
    ? fillTemplate(count === 1 ? copy.resultsTitleOne : copy.resultsTitle, { count, query })
    : "";
  const emptyTitle = fillTemplate(copy.emptyTitle, { query });

  return (
    <>
      <SearchField
        copy={copy}
        value={search.query}
        onChange={setQuery}
        onSubmit={submit}
        inputRef={inputRef}
        name="q"
        controls={resultsId}
        className="mt-10 text-left"
      >
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{copy.suggestionsLabel}</span>
          {copy.suggestions.map((suggestion) => (
            <button
              data-needs-js
              // In the first screen, and only the app answers it: the page reads the app ahead.
              data-needs-app
              key={suggestion}
              type="button"
              onClick={() => setQuery(suggestion)}
              className="rounded-full border bg-card px-3 py-1 text-foreground transition-colors hover:border-primary/40 hover:bg-accent hover:text-accent-foreground"
            >
              {suggestion}
            </button>
          ))}
        </div>
      </SearchField>
      <div id={resultsId} className="mx-auto max-w-2xl text-left">
        <p role="status" className="sr-only">
          {query && (count > 0 ? title : emptyTitle)}
        </p>
        {query && (
          <div className="mt-6 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:p-6">
            {count > 0 ? (
              <>
                <div className="mb-4 flex items-center justify-between gap-3">
                  <h2
                    ref={headingRef}
                    tabIndex={-1}
                    className="text-base font-semibold outline-none"
                  >
                    {title}
                  </h2>
                  <Button variant="ghost" size="sm" onClick={clear}>
                    <X aria-hidden="true" />
                    {copy.clearLabel}
                  </Button>
                </div>
                <div className="space-y-6">{children}</div>
              </>
            ) : (
              <EmptyState
                variant="inline"
                title={emptyTitle}
                description={copy.emptyDescription}
                clearLabel={copy.clearLabel}
                onClear={clear}
                headingRef={headingRef}
              />
            )}
          </div>
        )}
      </div>
    </>
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
