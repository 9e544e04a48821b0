import { CardLink } from "@/components/ui/card-link";
import { IconTile } from "@/components/ui/icon-tile";
import { Badge } from "@/components/ui/badge";
import { CardDescription, CardTitle, InteractiveCard } from "@/components/ui/card";
import type { ResourcesPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type ResourcesTypesSectionProps = ResourcesPageContent["types"] & { id?: string };

/** The five resource areas, each with its count label and an 'Explore' link. */
export function ResourcesTypesSection({
  id = "resource-types",
  items,
  exploreLabel,
  ...section
}: ResourcesTypesSectionProps) {
  return (
    <Section id={id} {...section}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {items.map((item, index) => (
          <li
            key={item.kind}
            className={`stagger-item lg:col-span-2 ${index === 3 ? "lg:col-start-2" : ""}`}
          >
            <InteractiveCard className="group relative h-full p-6">
              <div className="flex items-start justify-between gap-4">
                <IconTile
                  name={item.icon}
                  size="lg"
                  className="transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
                />
                <Badge variant="soft">{item.count}</Badge>
              </div>
              <CardTitle className="mt-5 text-xl">{item.title}</CardTitle>
              <CardDescription className="mt-2 flex-1 text-base">
                {item.description}
              </CardDescription>
              <CardLink
                to={item.href}
                label={exploreLabel}
                subject={item.title}
                className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-lg hover:underline [&_svg]:size-4 [&_svg]:transition-transform group-hover:[&_svg]:translate-x-0.5"
              />
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
