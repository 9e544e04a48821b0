import { TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { FeatureCard } from "@/components/ui/card";
import { IconPointList } from "./icon-point-list";

type IndustrySuccessStoriesSectionProps = IndustryPageContent["successStories"];

/** An industry page's three success stories, each with its measured results. */
export function IndustrySuccessStoriesSection({
  resultsLabel,
  items,
  ...section
}: IndustrySuccessStoriesSectionProps) {
  return (
    <Section {...section}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((story) => (
          <li key={story.title} className="stagger-item flex">
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
                <IconPointList items={story.results} icon={TrendingUp} className="font-medium" />
              </div>
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
