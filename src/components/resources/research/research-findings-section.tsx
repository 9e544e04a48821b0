import type { ResearchReportPageContent } from "@/content/types";
import { ItemList } from "@/components/sections/item-list";
import { Section } from "@/components/sections/section";
import { balancedGridColumns } from "@/lib/balanced-grid";
import { cn } from "@/lib/utils";

type ResearchFindingsSectionProps = ResearchReportPageContent["findings"];

/** A report's findings: each a headline figure, a title and what it means. */
export function ResearchFindingsSection({ items, ...section }: ResearchFindingsSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ItemList
        items={items}
        ordered
        className={cn("grid gap-6", balancedGridColumns(items.length))}
        itemClassName="stagger-item flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
        render={(finding) => <Finding {...finding} />}
      />
    </Section>
  );
}

/** A finding: its headline figure, title and what it means. */
function Finding({ stat, title, description }: ResearchFindingsSectionProps["items"][number]) {
  return (
    <>
      <p className="text-4xl font-bold tracking-tight text-primary">{stat}</p>
      <h3 className="mt-4 text-lg leading-snug font-semibold">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
    </>
  );
}
