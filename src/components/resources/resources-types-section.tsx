import { ArrowRight } from "lucide-react";
import { IconTile } from "@/components/ui/icon-tile";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { CardDescription, CardTitle, CardTitleLink, InteractiveCard } from "@/components/ui/card";
import type { ResourcesPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type ResourcesTypesSectionProps = ResourcesPageContent["types"] & { id?: string };

/**
 * The five resource areas, each with its count label. The title is each card's one link;
 * 'Explore' is its visual twin. On phones the cards are compact rows.
 */
export function ResourcesTypesSection({
  id = "resource-types",
  items,
  exploreLabel,
  ...section
}: ResourcesTypesSectionProps) {
  return (
    <Section id={id} {...section}>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-6">
        {items.map((item, index) => (
          <li
            key={item.kind}
            className={cn("stagger-item lg:col-span-2", index === 3 && "lg:col-start-2")}
          >
            <InteractiveCard className="group h-full p-4 sm:p-6">
              <div className="flex items-center justify-between gap-4 sm:items-start">
                <IconTile
                  name={item.icon}
                  size="lg"
                  className="transition-colors group-hover:bg-primary group-hover:text-primary-foreground max-sm:size-10"
                />
                <Badge variant="soft">{item.count}</Badge>
              </div>
              <CardTitle size="lg" className="mt-3 sm:mt-5 sm:text-xl">
                <CardTitleLink to={item.href}>{item.title}</CardTitleLink>
              </CardTitle>
              <CardDescription className="mt-1 flex-1 max-sm:line-clamp-2 sm:mt-2 sm:text-base">
                {item.description}
              </CardDescription>
              <span
                aria-hidden="true"
                className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 group-hover:underline sm:mt-6 [&_svg]:size-4 [&_svg]:transition-transform group-hover:[&_svg]:translate-x-0.5"
              >
                {exploreLabel}
                <ArrowRight />
              </span>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
