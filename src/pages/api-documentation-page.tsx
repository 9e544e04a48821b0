import { Seo } from "@/components/layout/seo";
import { ApiAuthenticationSection } from "@/components/sections/api-authentication-section";
import { ApiBackLink } from "@/components/sections/api-back-link-section";
import { ApiDocsLayoutSection } from "@/components/sections/api-docs-layout-section";
import { ApiEndpointsSection } from "@/components/sections/api-endpoints-section";
import { ApiErrorsSection } from "@/components/sections/api-errors-section";
import { ApiHeroActions } from "@/components/sections/api-hero-actions-section";
import { ApiQuickStartSection } from "@/components/sections/api-quick-start-section";
import { ApiRateLimitsSection } from "@/components/sections/api-rate-limits-section";
import { ApiResponseFormatSection } from "@/components/sections/api-response-format-section";
import { ApiSdkSection } from "@/components/sections/api-sdk-section";
import { DocsSupportSection } from "@/components/sections/docs-support-section";
import { PageHero } from "@/components/sections/page-hero";
import { apiDocumentationPage as page } from "@/content/api-documentation";
import { sdk } from "@/content/sdk";

export default function Page() {
  const { facts, ...hero } = page.hero;
  return (
    <>
      <Seo meta={page.meta} />
      <ApiBackLink {...page.backLink} />
      <PageHero {...hero}>
        <ApiHeroActions facts={facts} contact={page.support.contact} />
      </PageHero>
      <ApiDocsLayoutSection toc={page.toc}>
        <ApiQuickStartSection {...page.quickStart} />
        <ApiAuthenticationSection {...page.authentication} />
        <ApiEndpointsSection {...page.endpoints} />
        <ApiResponseFormatSection {...page.responseFormat} />
        <ApiErrorsSection {...page.errors} />
        <ApiRateLimitsSection {...page.rateLimits} />
        <ApiSdkSection {...page.sdk} features={sdk.features} />
      </ApiDocsLayoutSection>
      <DocsSupportSection {...page.support} />
    </>
  );
}
