import type { HomePageContent } from "@/content/types";
import { PageHero } from "@/components/sections/page-hero";
import { StatTile } from "@/components/sections/stats-section";

type HomeHeroSectionProps = HomePageContent["hero"];

/**
 * The home page's hero: the shared split hero, its headline numbers under the buttons, figures
 * only (their detail lines would push them under the fold at 1280 and 1024 px).
 */
export function HomeHeroSection({ stats, ...hero }: HomeHeroSectionProps) {
  return (
    <PageHero {...hero}>
      <dl className="mt-8 grid max-w-xl grid-cols-3 gap-2 sm:gap-4">
        {stats.map((stat) => (
          <StatTile key={stat.label} stat={stat} compact />
        ))}
      </dl>
    </PageHero>
  );
}
