import { Seo } from "@/components/layout/seo";
import { AboutCareersSection } from "@/components/about/about-careers-section";
import { AboutLeadershipSection } from "@/components/about/about-leadership-section";
import { AboutMissionSection } from "@/components/about/about-mission-section";
import { AboutStatsSection } from "@/components/about/about-stats-section";
import { AboutTimelineSection } from "@/components/about/about-timeline-section";
import { AboutValuesSection } from "@/components/about/about-values-section";
import { CtaSection } from "@/components/sections/cta-section";
import { PageHero } from "@/components/sections/page-hero";
import { aboutPage as page } from "@/content/about/about";

export default function AboutPage() {
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
