import type { IndustryPageContent, IndustryTechnology } from "@/content/types";
import { ItemList } from "@/components/sections/item-list";
import { Section } from "@/components/sections/section";

type IndustryTechnologiesSectionProps = NonNullable<IndustryPageContent["technologies"]>;

/** An industry page's technologies grid: each tile names a technology and its category. */
export function IndustryTechnologiesSection({
  items,
  ...section
}: IndustryTechnologiesSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ItemList
        items={items}
        className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-3 sm:gap-4 xl:grid-cols-6"
        itemClassName="stagger-item flex flex-col gap-0.5 rounded-lg border bg-card px-2 py-3 text-center text-card-foreground shadow-sm sm:gap-1 sm:p-5"
        render={(technology) => <TechnologyTile {...technology} />}
      />
    </Section>
  );
}

function TechnologyTile({ name, category }: IndustryTechnology) {
  return (
    <>
      <span className="text-sm font-semibold break-words sm:text-base">{name}</span>
      <span className="text-xs text-muted-foreground sm:text-sm">{category}</span>
    </>
  );
}
