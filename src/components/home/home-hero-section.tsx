import type { HomePageContent } from "@/content/types";
import { PageHero } from "@/components/sections/page-hero";

type HomeHeroSectionProps = HomePageContent["hero"];

/** The home page's hero: the shared page hero with the headline numbers under its buttons. */
export function HomeHeroSection({ stats, ...hero }: HomeHeroSectionProps) {
  return (
    <PageHero {...hero} className="sm:py-28">
      <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-2 sm:mt-16 sm:gap-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-xl border bg-card px-2 py-4 text-center shadow-sm sm:px-5 sm:py-5"
          >
            <dt className="text-xs font-semibold min-[400px]:text-sm sm:text-base">{stat.label}</dt>
            <dd className="order-first text-2xl font-bold tracking-tight text-primary min-[400px]:text-3xl sm:text-4xl">
              {stat.value}
            </dd>
            {stat.detail && (
              <dd className="mt-1 hidden text-sm text-muted-foreground sm:block">{stat.detail}</dd>
            )}
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
