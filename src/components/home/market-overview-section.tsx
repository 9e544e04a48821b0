import type { HomePageContent } from "@/content/types";
import { CheckList } from "@/components/ui/check-list";
import { CtaButton } from "@/components/ui/cta-button";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

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
    <Section id={id} className="py-10">
      <div className="grid items-center gap-6 sm:gap-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading {...intro} align="left" className="mb-6 sm:mb-6" />
          <div className="space-y-3 text-muted-foreground sm:space-y-4 sm:text-lg">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <CheckList items={points} className="mt-5 gap-2 sm:mt-6 sm:gap-3" />
          <CtaButton action={action} variant="outline" size="default" className="mt-6 sm:mt-8" />
        </div>
        {/* One panel, the figures divided by rules: a figure beside its label, even on a phone. */}
        <ul className="divide-y rounded-xl border bg-card shadow-sm">
          {figures.map((figure) => (
            <li
              key={figure.value}
              className="stagger-item flex items-center gap-4 px-4 py-3 sm:gap-6 sm:p-6"
            >
              <p className="w-24 shrink-0 text-3xl font-bold tracking-tight text-primary sm:w-36 sm:text-4xl">
                {figure.value}
              </p>
              <div>
                <p className="text-sm font-medium sm:text-base">{figure.label}</p>
                <p className="mt-1 text-xs text-muted-foreground sm:text-sm">{figure.source}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
