import { Card } from "@/components/ui/card";
import type { InsightContributor, InsightsPageContent } from "@/content/types";
import { initials } from "@/lib/blog";
import { Section } from "@/components/sections/section";

type InsightContributorsSectionProps = InsightsPageContent["contributors"] & {
  contributors: readonly InsightContributor[];
};

/** The expert contributor cards: initials, name, title, focus, insights and followers. */
export function InsightContributorsSection({
  contributors,
  ...copy
}: InsightContributorsSectionProps) {
  return (
    <Section id={copy.id} title={copy.title} description={copy.description}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {contributors.map((person) => (
          <li key={person.name} className="stagger-item">
            <Card className="h-full items-center p-6 text-center">
              <span
                aria-hidden="true"
                className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-primary/20 to-accent text-lg font-bold text-primary"
              >
                {initials(person.name)}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
              <p className="text-sm font-medium text-primary">{person.title}</p>
              <p className="mt-3 flex-1 text-sm text-muted-foreground">{person.focus}</p>
              <div className="mt-5 grid w-full grid-cols-2 divide-x border-t pt-4 text-sm">
                <p className="text-muted-foreground">
                  <span className="block text-lg font-bold text-foreground">{person.insights}</span>{" "}
                  {copy.insightsLabel}
                </p>
                <p className="text-muted-foreground">
                  <span className="block text-lg font-bold text-foreground">
                    {person.followers}
                  </span>{" "}
                  {copy.followersLabel}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
