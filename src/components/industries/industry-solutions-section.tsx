import { CheckCircle2 } from "lucide-react";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { FeatureCard } from "@/components/ui/card";
import { IconPointList } from "./icon-point-list";

type IndustrySolutionsSectionProps = IndustryPageContent["solutions"];

/**
 * An industry page's four solution cards, each with a feature checklist, two to a row on wide
 * screens. Equal widths keep neighbours of one height: a wide card beside a narrow one (the
 * old bento) ran its checklist into two short columns and left a third of itself blank.
 */
export function IndustrySolutionsSection({ items, ...section }: IndustrySolutionsSectionProps) {
  return (
    <Section {...section}>
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        {items.map((solution) => (
          <li key={solution.title} className="stagger-item flex">
            <FeatureCard {...solution} layout="row">
              <IconPointList
                items={solution.features}
                icon={CheckCircle2}
                spacing="roomy"
                className="border-t pt-5 sm:grid-cols-2 lg:grid-cols-1"
              />
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
