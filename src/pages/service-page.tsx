import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DeliveryProcessSection } from "@/components/sections/delivery-process-section";
import { PageHero } from "@/components/sections/page-hero";
import { ServiceMetricsSection } from "@/components/services/service-metrics-section";
import { ServiceOfferingsSection } from "@/components/services/service-offerings-section";
import { ServicePackagesSection } from "@/components/services/service-packages-section";
import { TechnologyStackSection } from "@/components/sections/technology-stack-section";
import { serviceDetailPages } from "@/content/services";
import { coreServices, servicesPage } from "@/content/services/services-page";
import type { CoreService } from "@/content/types";
import type { JsonLd } from "@/lib/seo";
import NotFoundPage from "./not-found-page";

/** The one template for /services/{slug}; an unknown slug shows the 404 page. */
export default function ServicePage() {
  const { slug } = useParams();
  const page = serviceDetailPages.find((entry) => entry.slug === slug);
  if (!page) return <NotFoundPage />;

  const { pricingLabel, deliveryLabel, featuresLabel } = servicesPage.coreServices;
  const packages = page.packages.serviceIds.flatMap((id): CoreService[] =>
    coreServices.filter((service) => service.id === id),
  );
  const serviceJsonLd: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.title,
    serviceType: page.title,
    description: page.meta.description,
  };

  return (
    <>
      <Seo meta={page.meta} jsonLd={[serviceJsonLd]} />
      <PageHero {...page.hero} />
      <ServiceMetricsSection id="results" {...page.metrics} />
      <ServiceOfferingsSection id="offerings" tone="muted" {...page.offerings} />
      <ServiceOfferingsSection id="benefits" layout="list" {...page.benefits} />
      <DeliveryProcessSection id="process" tone="muted" {...page.process} />
      <ServicePackagesSection
        id="pricing"
        {...page.packages}
        packages={packages}
        pricingLabel={pricingLabel}
        deliveryLabel={deliveryLabel}
        featuresLabel={featuresLabel}
      />
      <TechnologyStackSection id="technologies" tone="default" {...page.technologies} />
      <CtaSection id="get-started" {...page.cta} />
    </>
  );
}
