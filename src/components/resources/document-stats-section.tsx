import type { StatsContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { IconTile } from "@/components/ui/icon-tile";

type DocumentStatsSectionProps = StatsContent & { tone?: "default" | "muted" };

/** A document's headline numbers as a grid of stat cards. */
export function DocumentStatsSection({ items, tone, ...section }: DocumentStatsSectionProps) {
  return (
    <Section {...section} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((stat) => (
          <li
            key={stat.label}
            className="stagger-item flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
          >
            {stat.icon && <IconTile name={stat.icon} tone="accent" className="mb-5" />}
            <p className="text-4xl font-bold tracking-tight text-primary">{stat.value}</p>
            <p className="mt-2 text-sm text-muted-foreground">{stat.label}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
