import { Fragment, type ReactNode } from "react";
import { Seo } from "@/components/layout/seo";
import { CaseStudyHighlightsSection } from "@/components/home/case-study-highlights-section";
import { LinkCardGridSection } from "@/components/home/link-card-grid-section";
import { ClientTestimonialsSection } from "@/components/home/client-testimonials-section";
import { CtaSection } from "@/components/sections/cta-section";
import { DeliveryProcessSection } from "@/components/sections/delivery-process-section";
import { FaqDisclosureSection } from "@/components/home/faq-disclosure-section";
import { HomeHeroSection } from "@/components/home/home-hero-section";
import { MarketOverviewSection } from "@/components/home/market-overview-section";
import { NewsletterSection } from "@/components/sections/newsletter-section";
import { TechnologyStackSection } from "@/components/sections/technology-stack-section";
import { WhyChooseUsSection } from "@/components/home/why-choose-us-section";
import { caseStudyHighlights } from "@/content/home/case-study-highlights";
import { faq } from "@/content/home/faq";
import { home } from "@/content/home/home";
import { technologies } from "@/content/home/technologies";
import { testimonials } from "@/content/home/testimonials";
import type { HomeSectionId } from "@/content/types";
import type { JsonLd } from "@/lib/seo";

const faqJsonLd: JsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faq.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer },
  })),
};

/** Each home section by its id; `home.sectionOrder` decides the order on the page. */
const sections: Record<HomeSectionId, () => ReactNode> = {
  hero: () => <HomeHeroSection {...home.hero} />,
  about: () => <MarketOverviewSection id="about" {...home.about} />,
  services: () => <LinkCardGridSection id="services" {...home.services} />,
  process: () => <DeliveryProcessSection id="process" {...home.process} />,
  industries: () => (
    <LinkCardGridSection id="industries" actionVariant="outline" {...home.industries} />
  ),
  "case-studies": () => (
    <CaseStudyHighlightsSection
      id="case-studies"
      {...home.caseStudies}
      items={caseStudyHighlights}
    />
  ),
  "why-choose-us": () => <WhyChooseUsSection id="why-choose-us" {...home.reasons} />,
  testimonials: () => (
    <ClientTestimonialsSection id="testimonials" {...home.testimonials} items={testimonials} />
  ),
  "get-started": () => <CtaSection id="get-started" {...home.cta} />,
  technologies: () => (
    <TechnologyStackSection id="technologies" {...home.technologies} items={technologies} />
  ),
  faq: () => <FaqDisclosureSection id="faq" {...home.faq} items={faq} />,
  newsletter: () => <NewsletterSection id="newsletter" />,
};

export default function HomePage() {
  return (
    <>
      <Seo meta={home.meta} jsonLd={[faqJsonLd]} />
      {home.sectionOrder.map((id) => (
        <Fragment key={id}>{sections[id]()}</Fragment>
      ))}
    </>
  );
}
