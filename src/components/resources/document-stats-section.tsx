import { Icon } from "@/components/icons/icon";
import type { ResourceStat } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type DocumentStatsSectionProps = {
  id: string;
  title: string;
  description?: string;
  stats: ResourceStat[];
  tone?: "default" | "muted";
};

/** A document's headline numbers as a grid of stat cards. */
export function DocumentStatsSection({
  id,
  title,
  description,
  stats,
  tone,
}: DocumentStatsSectionProps) {
  return (
    <Section id={id} tone={tone}>
      <SectionHeading title={title} description={description} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <li
            key={stat.label}
            className="stagger-item flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon name={stat.icon} className="size-5" />
            </span>
            <p className="mt-5 text-4xl font-bold tracking-tight text-primary">{stat.value}</p>
            <p className="mt-2 text-sm text-muted-foreground">{stat.label}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
