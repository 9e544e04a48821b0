import { CheckCircle2 } from "lucide-react";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { FeatureCard } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { IconPointList } from "./icon-point-list";

type IndustrySolutionsSectionProps = IndustryPageContent["solutions"];

/**
 * An industry page's four solution cards, each with a feature checklist: a bento on wide
 * screens, where the first and the last card are twice as wide as the others.
 */
export function IndustrySolutionsSection({ items, ...section }: IndustrySolutionsSectionProps) {
  return (
    <Section {...section}>
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {items.map((solution, index) => {
          const wide = index % 4 === 0 || index % 4 === 3;
          return (
            <li key={solution.title} className={cn("stagger-item flex", wide && "lg:col-span-2")}>
              <FeatureCard {...solution} layout="row">
                <IconPointList
                  items={solution.features}
                  icon={CheckCircle2}
                  spacing="roomy"
                  className={cn("border-t pt-5 sm:grid-cols-2", !wide && "lg:grid-cols-1")}
                />
              </FeatureCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
