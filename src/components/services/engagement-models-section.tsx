import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";
import { IconTile } from "@/components/ui/icon-tile";
import type { ServicesPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type EngagementModelsSectionProps = ServicesPageContent["engagementModels"];

/** The ways to work with the agency, side by side. */
export function EngagementModelsSection({
  id,
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
                <IconTile name={item.icon} size="lg" />
                <CardTitle className="text-2xl">{item.title}</CardTitle>
                <CardDescription className="text-base">{item.description}</CardDescription>
              </CardHeader>
              <CardContent className="sm:px-8">
                <CheckList items={item.points} />
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
