import { TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { IconPointList, IndustryCard } from "./industry-card";

type IndustrySuccessStoriesSectionProps = IndustryPageContent["successStories"];

/** An industry page's three success stories, each with its measured results. */
export function IndustrySuccessStoriesSection({
  id,
  eyebrow,
  title,
  description,
  resultsLabel,
  items,
}: IndustrySuccessStoriesSectionProps) {
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((story) => (
          <li key={story.title} className="stagger-item flex">
            <IndustryCard
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
            </IndustryCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
