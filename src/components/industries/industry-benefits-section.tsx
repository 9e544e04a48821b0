import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type IndustryBenefitsSectionProps = IndustryPageContent["benefits"] & { id?: string };

/** An industry page's key benefits: a large percentage followed by what it measures. */
export function IndustryBenefitsSection({
  id = "benefits",
  eyebrow,
  title,
  description,
  items,
}: IndustryBenefitsSectionProps) {
  return (
    <Section id={id} tone="muted">
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((benefit) => (
          <li
            key={benefit.label}
            className="stagger-item rounded-lg border bg-card p-6 text-card-foreground shadow-sm hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md motion-safe:transition-all"
          >
            <p>
              <span className="block text-4xl font-bold tracking-tight text-primary sm:text-5xl">
                {benefit.value}
              </span>{" "}
              <span className="mt-3 block text-base font-medium">{benefit.label}</span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
