import { CheckCircle2 } from "lucide-react";
import { Icon } from "@/components/icons/icon";
import {
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type IndustrySolutionsSectionProps = IndustryPageContent["solutions"] & { id?: string };

/** An industry page's four solution cards, each with a feature checklist. */
export function IndustrySolutionsSection({
  id = "solutions",
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
            <InteractiveCard className="w-full">
              <CardHeader className="gap-4 sm:flex-row sm:items-start">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon name={solution.icon} className="size-6" />
                </span>
                <div className="grid gap-1.5">
                  <CardTitle className="text-xl">{solution.title}</CardTitle>
                  <CardDescription className="text-base">{solution.description}</CardDescription>
                </div>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2.5 border-t pt-5 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                  {solution.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckCircle2
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-primary"
                      />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
