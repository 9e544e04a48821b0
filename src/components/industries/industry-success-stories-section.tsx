import { TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { FeatureCard } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { IconPointList } from "./icon-point-list";

type IndustrySuccessStoriesSectionProps = IndustryPageContent["successStories"];

/**
 * An industry page's three success stories, each with its measured results: the first one
 * leads across the full width on wide screens, its results beside its story.
 */
export function IndustrySuccessStoriesSection({
  resultsLabel,
  items,
  ...section
}: IndustrySuccessStoriesSectionProps) {
  return (
    <Section {...section}>
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        {items.map((story, index) => (
          <li
            key={story.title}
            className={cn(
              "stagger-item flex",
              index === 0 && items.length % 2 === 1 && "lg:col-span-2",
            )}
          >
            <FeatureCard
              lead={
                <Badge variant="soft" className="max-w-full whitespace-normal">
                  {story.client}
                </Badge>
              }
              title={story.title}
              description={story.description}
              contentClassName="flex flex-col justify-end"
            >
              <div className="rounded-lg bg-muted p-4">
                <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  {resultsLabel}
                </p>
                <IconPointList
                  items={story.results}
                  icon={TrendingUp}
                  className={cn(
                    "font-medium",
                    index === 0 && items.length % 2 === 1 && "lg:grid-cols-3",
                  )}
                />
              </div>
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
