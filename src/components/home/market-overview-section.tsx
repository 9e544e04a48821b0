import type { HomeMarketFigure, HomePageContent } from "@/content/types";
import { CheckList } from "@/components/ui/check-list";
import { CtaButton } from "@/components/ui/cta-button";
import { ItemList } from "@/components/sections/item-list";
import { Section } from "@/components/sections/section";
import { SectionHeading, SectionParagraphs } from "@/components/sections/section-heading";

type MarketOverviewSectionProps = HomePageContent["about"];

/** Who we are, beside three market figures with their sources (the home page's About). */
export function MarketOverviewSection({
  id,
  paragraphs,
  points,
  figures,
  action,
  ...intro
}: MarketOverviewSectionProps) {
  return (
    <Section id={id}>
      <div className="grid items-center gap-6 sm:gap-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading {...intro} align="left" className="mb-6 sm:mb-6" />
          <SectionParagraphs
            paragraphs={paragraphs}
            className="space-y-3 text-muted-foreground sm:space-y-4 sm:text-lg"
          />
          <CheckList items={points} gap="gap-2" className="mt-5 sm:mt-6 sm:gap-3" />
          <CtaButton action={action} variant="outline" size="default" className="mt-6 sm:mt-8" />
        </div>
        {/* One panel, the figures divided by rules: a figure beside its label, even on a phone. */}
        <ItemList
          items={figures}
          className="divide-y rounded-xl border bg-card shadow-sm"
          itemClassName="stagger-item flex items-center gap-4 px-4 py-3 sm:gap-6 sm:p-6"
          render={(figure) => <MarketFigure {...figure} />}
        />
      </div>
    </Section>
  );
}

/** A market figure beside what it counts and where it comes from. */
function MarketFigure({ value, label, source }: HomeMarketFigure) {
  return (
    <>
      <p className="w-24 shrink-0 text-3xl font-bold tracking-tight text-primary sm:w-36 sm:text-4xl">
        {value}
      </p>
      <div>
        <p className="text-sm font-medium sm:text-base">{label}</p>
        <p className="mt-1 text-xs text-muted-foreground sm:text-sm">{source}</p>
      </div>
    </>
  );
}
