import { Seo } from "@/components/layout/seo";
import { ApiAuthenticationSection } from "@/components/resources/docs/api-authentication-section";
import { ApiBackLink } from "@/components/resources/docs/api-back-link-section";
import { ApiDocsLayoutSection } from "@/components/resources/docs/api-docs-layout-section";
import { ApiEndpointsSection } from "@/components/resources/docs/api-endpoints-section";
import { ApiErrorsSection } from "@/components/resources/docs/api-errors-section";
import { ApiHeroActions } from "@/components/resources/docs/api-hero-actions-section";
import { ApiQuickStartSection } from "@/components/resources/docs/api-quick-start-section";
import { ApiRateLimitsSection } from "@/components/resources/docs/api-rate-limits-section";
import { ApiResponseFormatSection } from "@/components/resources/docs/api-response-format-section";
import { ApiSdkSection } from "@/components/resources/docs/api-sdk-section";
import { DocsSupportSection } from "@/components/resources/docs/docs-support-section";
import { PageHero } from "@/components/sections/page-hero";
import { apiDocumentationPage as page } from "@/content/resources/docs/api-documentation";

export default function ApiDocumentationPage() {
  return (
    <>
      <Seo meta={page.meta} />
      <ApiBackLink {...page.backLink} />
      <PageHero {...page.hero} interactive>
        <ApiHeroActions {...page.heroActions} />
      </PageHero>
      <ApiDocsLayoutSection {...page.reference}>
        <ApiQuickStartSection {...page.quickStart} />
        <ApiAuthenticationSection {...page.authentication} />
        <ApiEndpointsSection {...page.endpoints} />
        <ApiResponseFormatSection {...page.responseFormat} />
        <ApiErrorsSection {...page.errors} />
        <ApiRateLimitsSection {...page.rateLimits} />
        <ApiSdkSection {...page.sdk} />
      </ApiDocsLayoutSection>
      <DocsSupportSection {...page.support} />
    </>
  );
}
