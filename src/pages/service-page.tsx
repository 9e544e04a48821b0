import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { CtaSection } from "@/components/sections/cta-section";
import { DeliveryProcessSection } from "@/components/sections/delivery-process-section";
import { FeatureGridSection } from "@/components/sections/feature-grid-section";
import { PageHero } from "@/components/sections/page-hero";
import { StatsSection } from "@/components/sections/stats-section";
import { TechnologyStackSection } from "@/components/sections/technology-stack-section";
import { ServicePackagesSection } from "@/components/services/service-packages-section";
import { serviceDetailPages } from "@/content/services";
import type { JsonLd } from "@/lib/seo";
import NotFoundPage from "./not-found-page";

/** The one template for /services/{slug}; an unknown slug shows the 404 page. */
export default function ServicePage() {
  const { slug } = useParams();
  const page = serviceDetailPages.find((entry) => entry.slug === slug);
  if (!page) return <NotFoundPage />;

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
      <StatsSection {...page.metrics} variant="results" />
      <FeatureGridSection {...page.offerings} tone="muted" />
      <FeatureGridSection {...page.benefits} variant="list" />
      <DeliveryProcessSection {...page.process} tone="muted" />
      <ServicePackagesSection {...page.packages} />
      <TechnologyStackSection {...page.technologies} tone="default" />
      <CtaSection {...page.cta} />
    </>
  );
}
