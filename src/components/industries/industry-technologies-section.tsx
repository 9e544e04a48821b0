import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type IndustryTechnologiesSectionProps = NonNullable<IndustryPageContent["technologies"]>;

/** An industry page's technologies grid: each tile names a technology and its category. */
export function IndustryTechnologiesSection({
  items,
  ...section
}: IndustryTechnologiesSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ul className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
        {items.map((technology) => (
          <li
            key={technology.name}
            className="stagger-item flex flex-col gap-1 rounded-lg border bg-card p-5 text-center text-card-foreground shadow-sm hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md motion-safe:transition-all"
          >
            <span className="font-semibold">{technology.name}</span>
            <span className="text-sm text-muted-foreground">{technology.category}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
