import { ArrowRight } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Icon } from "@/components/icons/icon";
import { Badge } from "@/components/ui/badge";
import { CardDescription, CardTitle, InteractiveCard } from "@/components/ui/card";
import type { ResourcesPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type ResourcesTypesSectionProps = ResourcesPageContent["types"] & { id?: string };

/** The five resource areas, each with its count label and an 'Explore' link. */
export function ResourcesTypesSection({
  id = "resource-types",
  eyebrow,
  title,
  description,
  items,
  exploreLabel,
}: ResourcesTypesSectionProps) {
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {items.map((item, index) => (
          <li
            key={item.kind}
            className={`stagger-item lg:col-span-2 ${index === 3 ? "lg:col-start-2" : ""}`}
          >
            <InteractiveCard className="group relative h-full p-6">
              <div className="flex items-start justify-between gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon name={item.icon} className="size-6" />
                </span>
                <Badge variant="soft">{item.count}</Badge>
              </div>
              <CardTitle className="mt-5 text-xl">{item.title}</CardTitle>
              <CardDescription className="mt-2 flex-1 text-base">
                {item.description}
              </CardDescription>
              <Link
                to={item.href}
                className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-lg hover:underline"
              >
                {exploreLabel}
                <span className="sr-only"> {item.title}</span>
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
