import { TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { IndustryPageContent, IndustrySuccessStory } from "@/content/types";
import { ItemList } from "@/components/sections/item-list";
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
  // An odd first story leads across the full width on wide screens.
  const leads = (index: number) => index === 0 && items.length % 2 === 1;
  return (
    <Section {...section}>
      <ItemList
        items={items}
        className="grid gap-4 sm:gap-6 lg:grid-cols-2"
        itemClassName={(index) => cn("stagger-item flex", leads(index) && "lg:col-span-2")}
        render={(story, index) => (
          <SuccessStory {...story} resultsLabel={resultsLabel} wide={leads(index)} />
        )}
      />
    </Section>
  );
}

type SuccessStoryProps = IndustrySuccessStory & { resultsLabel: string; wide: boolean };

/** A story: the client, what was done and its measured results (beside it when wide). */
function SuccessStory({
  client,
  title,
  description,
  results,
  resultsLabel,
  wide,
}: SuccessStoryProps) {
  return (
    <FeatureCard
      lead={
        <Badge variant="soft" wrap className="max-w-full">
          {client}
        </Badge>
      }
      title={title}
      description={description}
      contentClassName="flex flex-col justify-end"
    >
      <div className="rounded-lg bg-muted p-4">
        <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {resultsLabel}
        </p>
        <IconPointList
          items={results}
          icon={TrendingUp}
          className={cn("font-medium", wide && "lg:grid-cols-3")}
        />
      </div>
    </FeatureCard>
  );
}
