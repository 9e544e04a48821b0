import { TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import {
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { IndustryPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type IndustrySuccessStoriesSectionProps = IndustryPageContent["successStories"] & { id?: string };

/** An industry page's three success stories, each with its measured results. */
export function IndustrySuccessStoriesSection({
  id = "success-stories",
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
            <InteractiveCard className="w-full">
              <CardHeader className="gap-3">
                <Badge variant="soft" className="max-w-full whitespace-normal">
                  {story.client}
                </Badge>
                <CardTitle className="text-xl">{story.title}</CardTitle>
                <CardDescription className="text-base">{story.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col justify-end">
                <div className="rounded-lg bg-muted p-4">
                  <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                    {resultsLabel}
                  </p>
                  <ul className="grid gap-2 text-sm font-medium">
                    {story.results.map((result) => (
                      <li key={result} className="flex gap-2">
                        <TrendingUp
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-primary"
                        />
                        <span>{result}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </CardContent>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
