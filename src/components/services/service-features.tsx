import { CheckList } from "@/components/ui/check-list";
import { cn } from "@/lib/utils";

type ServiceFeaturesProps = {
  /** The small heading over the list ('Key Features'). */
  label: string;
  items: readonly string[];
  /** Extra classes for the checklist (its columns). */
  className?: string;
};

/** A service's features under their label: in the catalogue and on the package cards. */
export function ServiceFeatures({ label, items, className }: ServiceFeaturesProps) {
  return (
    <>
      <h4 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        {label}
      </h4>
      <CheckList items={items} size="sm" gap="gap-3" className={cn("mt-4", className)} />
    </>
  );
}
