import type { ReactNode } from "react";
import { facetOptions, FilterChips } from "@/components/ui/filter-chips";
import type { ListingParams } from "@/hooks/use-listing-params";
import { cn } from "@/lib/utils";

type LibraryFiltersProps = {
  /** The category chips: their group label, the first chip's label and the others. */
  label: string;
  allLabel: string;
  categories: readonly string[];
  listing: ListingParams;
  /** The listing's count line (ListingSection's `filters` hands it over). */
  countLine: ReactNode;
  /** Beside the count (a button that opens more filters), over a rule. */
  toolbar?: ReactNode;
  /** Under the row: what the toolbar opens. */
  children?: ReactNode;
};

/** A document library's filters (white papers, research): category chips, then the count. */
export function LibraryFilters({
  label,
  allLabel,
  categories,
  listing,
  countLine,
  toolbar,
  children,
}: LibraryFiltersProps) {
  return (
    <>
      <FilterChips
        label={label}
        options={facetOptions(allLabel, categories)}
        value={listing.facets.category ?? null}
        onChange={(value) => listing.setFacet("category", value)}
      />
      <div
        className={cn(
          "mt-6 flex flex-wrap items-center justify-between gap-3",
          toolbar && "border-t pt-6",
        )}
      >
        {countLine}
        {toolbar}
      </div>
      {children}
    </>
  );
}
