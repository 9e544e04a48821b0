import type { AboutStat } from "@/content/types";
import { Section } from "@/components/sections/section";

type AboutStatsSectionProps = { id?: string; stats: AboutStat[] };

/** The headline figures in a band under the hero. */
export function AboutStatsSection({ id = "stats", stats }: AboutStatsSectionProps) {
  return (
    <Section id={id} className="py-10 sm:py-12">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="stagger-item flex flex-col-reverse items-center rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm"
          >
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
