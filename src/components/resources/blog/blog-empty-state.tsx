import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { BlogEmptyCopy } from "@/content/types";

type BlogEmptyStateProps = { copy: BlogEmptyCopy; onClear: () => void };

/** Shown in place of a listing's cards when nothing matches; its button clears the search and filters. */
export function BlogEmptyState({ copy, onClear }: BlogEmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-xl font-semibold">{copy.title}</h3>
      <p className="mt-2 max-w-md text-muted-foreground">{copy.description}</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        {copy.clearLabel}
      </Button>
    </div>
  );
}
