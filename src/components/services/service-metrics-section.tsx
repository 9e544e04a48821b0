import type { Stat } from "@/content/types";
import { Section } from "@/components/sections/section";

type ServiceMetricsSectionProps = {
  id?: string;
  title: string;
  items: Stat[];
};

/** A band of headline results right under a service page's hero. */
export function ServiceMetricsSection({
  id = "results",
  title,
  items,
}: ServiceMetricsSectionProps) {
  return (
    <Section id={id} className="py-12 sm:py-14">
      <h2 className="mb-8 text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        {title}
      </h2>
      <dl className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.label}
            className="stagger-item flex flex-col rounded-xl border bg-card p-5 text-center shadow-sm sm:p-6"
          >
            <dt className="font-semibold">{item.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-primary sm:text-4xl">
              {item.value}
            </dd>
            {item.detail && <dd className="mt-1 text-sm text-muted-foreground">{item.detail}</dd>}
          </div>
        ))}
      </dl>
    </Section>
  );
}
