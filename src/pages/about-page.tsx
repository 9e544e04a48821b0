import { Seo } from "@/components/layout/seo";
import { AboutCareersSection } from "@/components/about/about-careers-section";
import { AboutLeadershipSection } from "@/components/about/about-leadership-section";
import { AboutMissionSection } from "@/components/about/about-mission-section";
import { AboutTimelineSection } from "@/components/about/about-timeline-section";
import { CtaSection } from "@/components/sections/cta-section";
import { FeatureGridSection } from "@/components/sections/feature-grid-section";
import { PageHero } from "@/components/sections/page-hero";
import { StatsSection } from "@/components/sections/stats-section";
import { aboutPage as page } from "@/content/about/about";

export default function AboutPage() {
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero} />
      <StatsSection {...page.stats} />
      <AboutMissionSection {...page.mission} />
      <FeatureGridSection {...page.values} emphasis />
      <AboutLeadershipSection {...page.leadership} />
      <AboutTimelineSection {...page.timeline} />
      <AboutCareersSection {...page.careers} />
      <CtaSection {...page.cta} />
    </>
  );
}
