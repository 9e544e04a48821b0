import { Seo } from "@/components/layout/seo";
import { CaseStudyHighlightsSection } from "@/components/home/case-study-highlights-section";
import { ClientLogosSection } from "@/components/home/client-logos-section";
import { ClientTestimonialsSection } from "@/components/home/client-testimonials-section";
import { FaqDisclosureSection } from "@/components/home/faq-disclosure-section";
import { HomeHeroSection } from "@/components/home/home-hero-section";
import { LinkCardGridSection } from "@/components/home/link-card-grid-section";
import { MarketOverviewSection } from "@/components/home/market-overview-section";
import { CtaSection } from "@/components/sections/cta-section";
import { DeliveryProcessSection } from "@/components/sections/delivery-process-section";
import { FeatureGridSection } from "@/components/sections/feature-grid-section";
import { TechnologyStackSection } from "@/components/sections/technology-stack-section";
import { home } from "@/content/home/home";
import type { JsonLd } from "@/lib/seo";

const faqJsonLd: JsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: home.faq.items.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer },
  })),
};

/** The home page, its sections from top to bottom. */
export default function HomePage() {
  return (
    <>
      <Seo meta={home.meta} jsonLd={[faqJsonLd]} />
      <HomeHeroSection {...home.hero} />
      <ClientLogosSection {...home.clients} />
      <MarketOverviewSection {...home.about} />
      <LinkCardGridSection {...home.services} />
      <DeliveryProcessSection {...home.process} />
      <LinkCardGridSection {...home.industries} layout="list" actionVariant="outline" />
      <CaseStudyHighlightsSection {...home.caseStudies} />
      <FeatureGridSection {...home.reasons} variant="figures" tone="muted" />
      <ClientTestimonialsSection {...home.testimonials} />
      <CtaSection {...home.cta} />
      <TechnologyStackSection {...home.technologies} />
      <FaqDisclosureSection {...home.faq} />
    </>
  );
}
