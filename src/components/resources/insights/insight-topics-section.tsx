import { IconTile } from "@/components/ui/icon-tile";
import { Card } from "@/components/ui/card";
import type { InsightsPageContent, InsightTopic } from "@/content/types";
import { Section } from "@/components/sections/section";

type InsightTopicsSectionProps = InsightsPageContent["topics"] & {
  topics: readonly InsightTopic[];
};

/** The trending topic tiles: icon, topic and how many insights cover it. */
export function InsightTopicsSection({ topics, ...section }: InsightTopicsSectionProps) {
  return (
    <Section {...section} align="left">
      <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
        {topics.map((topic) => (
          <li key={topic.name} className="stagger-item">
            <Card className="h-full flex-row items-center gap-4 p-5 xl:flex-col xl:items-start">
              <IconTile name={topic.icon} />
              <div>
                <h3 className="font-semibold">{topic.name}</h3>
                <p className="mt-0.5 text-sm text-muted-foreground">{topic.count}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
