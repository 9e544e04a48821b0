import type { HomePageContent } from "@/content/types";
import { PageHero } from "@/components/sections/page-hero";
import { StatTile } from "@/components/sections/stats-section";

type HomeHeroSectionProps = HomePageContent["hero"];

/** The home page's hero: the shared page hero with the headline numbers under its buttons. */
export function HomeHeroSection({ stats, ...hero }: HomeHeroSectionProps) {
  return (
    <PageHero {...hero} className="sm:py-28">
      <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-2 sm:mt-16 sm:gap-4">
        {stats.map((stat) => (
          <StatTile key={stat.label} stat={stat} compact />
        ))}
      </dl>
    </PageHero>
  );
}
