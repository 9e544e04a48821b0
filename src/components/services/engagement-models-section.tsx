import { Check } from "lucide-react";
import { Icon } from "@/components/icons/icon";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { EngagementModel } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type EngagementModelsSectionProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** Small heading before each model's `bestFor` sentence. */
  bestForLabel: string;
  items: EngagementModel[];
};

/** The ways to work with the agency, side by side. */
export function EngagementModelsSection({
  id = "engagement-models",
  eyebrow,
  title,
  description,
  bestForLabel,
  items,
}: EngagementModelsSectionProps) {
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 lg:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="stagger-item flex">
            <InteractiveCard className="w-full">
              <CardHeader className="gap-3 sm:p-8">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon name={item.icon} className="size-6" />
                </span>
                <CardTitle className="text-2xl">{item.title}</CardTitle>
                <CardDescription className="text-base">{item.description}</CardDescription>
              </CardHeader>
              <CardContent className="sm:px-8">
                <ul className="space-y-3">
                  {item.points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter className="sm:px-8 sm:pb-8">
                <p className="w-full rounded-lg bg-accent px-4 py-3 text-sm text-accent-foreground">
                  <span className="font-semibold">{bestForLabel}: </span>
                  {item.bestFor}
                </p>
              </CardFooter>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
