import { Seo } from "@/components/layout/seo";
import { CoreServicesSection } from "@/components/services/core-services-section";
import { CtaSection } from "@/components/sections/cta-section";
import { EngagementModelsSection } from "@/components/services/engagement-models-section";
import { PageHero } from "@/components/sections/page-hero";
import { servicesPage } from "@/content/services/services-page";

export default function ServicesPage() {
  return (
    <>
      <Seo meta={servicesPage.meta} />
      <PageHero {...servicesPage.hero} />
      <EngagementModelsSection {...servicesPage.engagementModels} />
      <CoreServicesSection {...servicesPage.coreServices} />
      <CtaSection {...servicesPage.cta} />
    </>
  );
}
