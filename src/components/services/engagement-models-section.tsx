import { FeatureCard } from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";
import type { ServicesPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type EngagementModelsSectionProps = ServicesPageContent["engagementModels"];

/** The ways to work with the agency, side by side. */
export function EngagementModelsSection({
  bestForLabel,
  items,
  ...section
}: EngagementModelsSectionProps) {
  return (
    <Section {...section}>
      <ul className="grid gap-6 lg:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="stagger-item flex">
            <FeatureCard
              {...item}
              size="lg"
              footer={
                <p className="w-full rounded-lg bg-accent px-4 py-3 text-sm text-accent-foreground">
                  <span className="font-semibold">{bestForLabel}: </span>
                  {item.bestFor}
                </p>
              }
            >
              <CheckList items={item.points} />
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
