import { BadgeList } from "@/components/ui/badge";
import { CheckList } from "@/components/ui/check-list";
import { FeatureCard } from "@/components/ui/card";
import type { IndustriesOverviewContent } from "@/content/types";
import { CardCue } from "@/components/sections/card-cue";
import { Section } from "@/components/sections/section";

type IndustryOverviewGridSectionProps = IndustriesOverviewContent["grid"];

/** The /industries grid: one card per industry with its features, technologies and a link to its page. */
export function IndustryOverviewGridSection({
  featuresLabel,
  technologiesLabel,
  linkLabel,
  items,
  ...section
}: IndustryOverviewGridSectionProps) {
  return (
    <Section {...section}>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {items.map((card) => {
          const titleId = `${section.id}-${card.href.split("/").pop()}-title`;
          return (
            <li key={card.href} className="stagger-item flex">
              <FeatureCard
                {...card}
                titleId={titleId}
                contentClassName="grid content-start gap-6"
                footer={<CardCue label={linkLabel} look="outline" className="w-full" />}
              >
                <div>
                  <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                    {featuresLabel}
                  </p>
                  <CheckList items={card.features} size="sm" gap="gap-2" />
                </div>
                <div>
                  <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                    {technologiesLabel}
                  </p>
                  <BadgeList items={card.technologies} variant="soft" />
                </div>
              </FeatureCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
