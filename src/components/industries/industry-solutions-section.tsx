import { CheckCircle2 } from "lucide-react";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { FeatureCard } from "@/components/ui/card";
import { IconPointList } from "./icon-point-list";

type IndustrySolutionsSectionProps = IndustryPageContent["solutions"];

/** An industry page's four solution cards, each with a feature checklist. */
export function IndustrySolutionsSection({ items, ...section }: IndustrySolutionsSectionProps) {
  return (
    <Section {...section}>
      <ul className="grid gap-6 lg:grid-cols-2">
        {items.map((solution) => (
          <li key={solution.title} className="stagger-item flex">
            <FeatureCard {...solution} layout="row">
              <IconPointList
                items={solution.features}
                icon={CheckCircle2}
                className="gap-2.5 border-t pt-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
              />
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
