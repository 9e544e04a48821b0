import { Calendar, Clock, Download } from "lucide-react";
import { CardLink } from "@/components/ui/card-link";
import { Icon } from "@/components/icons/icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardDescription, CardTitle, InteractiveCard } from "@/components/ui/card";
import type { ResourcesPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type ResourcesFeaturedSectionProps = ResourcesPageContent["featured"] & { id?: string };

/** Three hand-picked items with date, time and downloads, each opened by 'Access Content'. */
export function ResourcesFeaturedSection({
  id = "featured",
  items,
  accessLabel,
  metaLabels,
  ...section
}: ResourcesFeaturedSectionProps) {
  return (
    <Section id={id} {...section} tone="muted">
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="stagger-item">
            <InteractiveCard className="h-full overflow-hidden">
              <div className="flex items-center gap-3 border-b bg-accent/50 px-6 py-4">
                <span className="flex size-10 items-center justify-center rounded-lg bg-background text-primary shadow-sm">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <Badge>{item.type}</Badge>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <CardTitle className="text-xl">{item.title}</CardTitle>
                <CardDescription className="mt-3 flex-1 text-base">
                  {item.description}
                </CardDescription>
                <dl className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
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
                <Button asChild className="mt-6 w-full">
                  <CardLink to={item.href} label={accessLabel} subject={item.title} />
                </Button>
              </div>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
