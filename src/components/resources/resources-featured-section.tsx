import { ArrowRight, Calendar, Clock, Download } from "lucide-react";
import { Icon } from "@/components/icons/icon";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CardDescription, CardTitle, CardTitleLink, InteractiveCard } from "@/components/ui/card";
import { CoverImage } from "@/components/resources/cover-image";
import type { ResourcesPageContent } from "@/content/types";
import type { Cover } from "@/lib/covers";
import { cn } from "@/lib/utils";
import { Section } from "@/components/sections/section";

type ResourcesFeaturedSectionProps = ResourcesPageContent["featured"] & {
  id?: string;
  /** The cover of each item that has one (a paper, a study), by the page it opens. */
  covers?: Partial<Record<string, Cover>>;
};

/**
 * Three hand-picked items with cover, date, time and downloads. The title is each card's one
 * link; 'Access Content' is its visual twin, so the whole card opens the item.
 */
export function ResourcesFeaturedSection({
  id = "featured",
  items,
  accessLabel,
  metaLabels,
  covers = {},
  ...section
}: ResourcesFeaturedSectionProps) {
  return (
    <Section id={id} {...section} tone="muted">
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {items.map((item) => {
          const cover = covers[item.href];
          return (
            <li key={item.title} className="stagger-item">
              <InteractiveCard className="group h-full overflow-hidden">
                <div className="relative">
                  {cover ? (
                    <CoverImage cover={cover} className="border-b max-sm:aspect-[3/1]" />
                  ) : (
                    <div
                      aria-hidden="true"
                      className="flex aspect-[40/21] items-center justify-center border-b bg-gradient-to-br from-primary/25 via-accent to-card max-sm:aspect-[3/1]"
                    >
                      <span className="flex size-16 items-center justify-center rounded-2xl bg-background text-primary shadow-sm">
                        <Icon name={item.icon} className="size-8" />
                      </span>
                    </div>
                  )}
                  <Badge className="absolute top-4 left-4 shadow-sm">{item.type}</Badge>
                </div>
                <div className="flex flex-1 flex-col p-5 sm:p-6">
                  <CardTitle size="xl">
                    <CardTitleLink to={item.href}>{item.title}</CardTitleLink>
                  </CardTitle>
                  <CardDescription size="base" className="mt-3 flex-1 max-sm:line-clamp-3">
                    {item.description}
                  </CardDescription>
                  <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground sm:mt-6">
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <Calendar className="size-4" aria-hidden="true" />
                        <span className="sr-only">{metaLabels.date}</span>
                      </dt>
                      <dd>{item.date}</dd>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <Clock className="size-4" aria-hidden="true" />
                        <span className="sr-only">{metaLabels.time}</span>
                      </dt>
                      <dd>{item.readTime}</dd>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <dt>
                        <Download className="size-4" aria-hidden="true" />
                        <span className="sr-only">{metaLabels.downloads}</span>
                      </dt>
                      <dd>{item.downloads}</dd>
                    </div>
                  </dl>
                  <span
                    aria-hidden="true"
                    className={cn(
                      buttonVariants(),
                      "mt-5 w-full group-hover:bg-primary/90 sm:mt-6",
                    )}
                  >
                    {accessLabel}
                    <ArrowRight />
                  </span>
                </div>
              </InteractiveCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
