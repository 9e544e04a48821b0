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
    <Section id={id}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading {...intro} align="left" className="mb-6 sm:mb-6" />
          <div className="space-y-4 text-lg text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <CheckList items={points} className="mt-6" />
          <CtaButton action={action} variant="outline" size="default" className="mt-8" />
        </div>
        <ul className="grid gap-4">
          {figures.map((figure) => (
            <li
              key={figure.value}
              className="stagger-item flex flex-col gap-2 rounded-xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:gap-6"
            >
              <p className="text-4xl font-bold tracking-tight text-primary sm:w-36 sm:shrink-0">
                {figure.value}
              </p>
              <div>
                <p className="font-medium">{figure.label}</p>
                <p className="mt-1 text-sm text-muted-foreground">{figure.source}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
