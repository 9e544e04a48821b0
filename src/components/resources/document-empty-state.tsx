import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { EmptyStateCopy } from "@/content/types";

type DocumentEmptyStateProps = EmptyStateCopy & { onClear: () => void };

/** Shown in place of a listing's cards when nothing matches, with a way back to everything. */
export function DocumentEmptyState({
  title,
  description,
  clearLabel,
  onClear,
}: DocumentEmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{description}</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
