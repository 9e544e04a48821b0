import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type IndustryTechnologiesSectionProps = NonNullable<IndustryPageContent["technologies"]>;

/** An industry page's technologies grid: each tile names a technology and its category. */
export function IndustryTechnologiesSection({
  items,
  ...section
}: IndustryTechnologiesSectionProps) {
  return (
    <Section {...section} tone="muted" className="py-10">
      <ul className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        {items.map((technology) => (
          <li
            key={technology.name}
            className="stagger-item flex flex-col gap-0.5 rounded-lg border bg-card px-2 py-3 text-center text-card-foreground shadow-sm sm:gap-1 sm:p-5"
          >
            <span className="text-sm font-semibold break-words sm:text-base">
              {technology.name}
            </span>
            <span className="text-xs text-muted-foreground sm:text-sm">{technology.category}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
