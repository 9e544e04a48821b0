import { useId } from "react";
import { IconTile } from "@/components/ui/icon-tile";
import type { InsightsPageContent, InsightTopic } from "@/content/types";
import { cn } from "@/lib/utils";
import { Section } from "@/components/sections/section";

type InsightTopicsSectionProps = Pick<
  InsightsPageContent["topics"],
  "id" | "title" | "description" | "filterLabel"
> & {
  topics: readonly InsightTopic[];
  /** The chosen topic (kept in the address), or null for all. */
  value: string | null;
  /** Choosing a topic filters the insight library; choosing it again shows every topic. */
  onChange: (topic: string | null) => void;
};

/** The trending topic tiles: icon, topic and count; each one filters the insight library. */
export function InsightTopicsSection({
  topics,
  value,
  onChange,
  filterLabel,
  id,
  title,
  description,
}: InsightTopicsSectionProps) {
  const labelId = useId();
  return (
    <Section id={id} title={title} description={description} align="left" interactive>
      <div role="group" aria-labelledby={labelId}>
        <p id={labelId} className="sr-only">
          {filterLabel}
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
          {topics.map((topic) => {
            const pressed = topic.name === value;
            return (
              <li key={topic.name} className="stagger-item">
                <button
                  data-needs-js
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onChange(pressed ? null : topic.name)}
                  className={cn(
                    "flex h-full w-full flex-col items-start gap-3 rounded-lg border p-4 text-left shadow-sm hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none motion-safe:transition-all sm:flex-row sm:items-center sm:gap-4 sm:p-5 xl:flex-col xl:items-start",
                    pressed
                      ? "border-primary bg-accent text-accent-foreground ring-1 ring-primary"
                      : "bg-card text-card-foreground",
                  )}
                >
                  <IconTile name={topic.icon} />
                  <span>
                    <span className="block font-semibold">{topic.name}</span>
                    <span className="mt-0.5 block text-sm text-muted-foreground">
                      {topic.count}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
