import type { AboutStat } from "@/content/types";
import { Section } from "@/components/sections/section";

type CaseStudyMetricsSectionProps = { id?: string; metrics: AboutStat[] };

/** A band of headline results from the case studies below. */
export function CaseStudyMetricsSection({
  id = "headline-results",
  metrics,
}: CaseStudyMetricsSectionProps) {
  return (
    <Section id={id} className="py-10 sm:py-12">
      <dl className="grid gap-4 sm:grid-cols-3">
        {metrics.map((metric) => (
          <div
            key={metric.label}
            className="stagger-item flex flex-col-reverse items-center rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm"
          >
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{metric.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-primary">{metric.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
