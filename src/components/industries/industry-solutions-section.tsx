import { CheckCircle2 } from "lucide-react";
import { IconTile } from "@/components/ui/icon-tile";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { IconPointList, IndustryCard } from "./industry-card";

type IndustrySolutionsSectionProps = IndustryPageContent["solutions"];

/** An industry page's four solution cards, each with a feature checklist. */
export function IndustrySolutionsSection({
  id,
  eyebrow,
  title,
  description,
  items,
}: IndustrySolutionsSectionProps) {
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 lg:grid-cols-2">
        {items.map((solution) => (
          <li key={solution.title} className="stagger-item flex">
            <IndustryCard
              layout="row"
              lead={<IconTile name={solution.icon} size="lg" />}
              title={solution.title}
              description={solution.description}
            >
              <IconPointList
                items={solution.features}
                icon={CheckCircle2}
                className="gap-2.5 border-t pt-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
              />
            </IndustryCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
