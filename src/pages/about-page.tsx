import { Seo } from "@/components/layout/seo";
import { AboutCareersSection } from "@/components/sections/about-careers-section";
import { AboutLeadershipSection } from "@/components/sections/about-leadership-section";
import { AboutMissionSection } from "@/components/sections/about-mission-section";
import { AboutStatsSection } from "@/components/sections/about-stats-section";
import { AboutTimelineSection } from "@/components/sections/about-timeline-section";
import { AboutValuesSection } from "@/components/sections/about-values-section";
import { CtaSection } from "@/components/sections/cta-section";
import { PageHero } from "@/components/sections/page-hero";
import { aboutPage as page } from "@/content/about";

export default function Page() {
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero} />
      <AboutStatsSection stats={page.stats} />
      <AboutMissionSection mission={page.mission} vision={page.vision} story={page.story} />
      <AboutValuesSection {...page.values} />
      <AboutLeadershipSection {...page.leadership} />
      <AboutTimelineSection {...page.timeline} />
      <AboutCareersSection {...page.careers} />
      <CtaSection {...page.cta} />
    </>
  );
}
