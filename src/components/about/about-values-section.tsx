import { Icon } from "@/components/icons/icon";
import { CardDescription, CardTitle, InteractiveCard } from "@/components/ui/card";
import type { AboutPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type AboutValuesSectionProps = AboutPageContent["values"] & { id?: string };

/** Core values: icon, title and description. */
export function AboutValuesSection({
  id = "values",
  eyebrow,
  title,
  description,
  items,
}: AboutValuesSectionProps) {
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((value) => (
          <li key={value.title} className="stagger-item">
            <InteractiveCard className="group h-full p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon name={value.icon} className="size-6" />
              </span>
              <CardTitle className="mt-5 text-xl">{value.title}</CardTitle>
              <CardDescription className="mt-2 text-base">{value.description}</CardDescription>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
