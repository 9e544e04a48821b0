import { IconTile } from "@/components/ui/icon-tile";
import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";
import { ItemList } from "@/components/sections/item-list";
import { ApiCallout } from "@/components/resources/docs/api-callout";
import { ApiTermList } from "@/components/resources/docs/api-term-list";

type ApiRateLimitsSectionProps = ApiDocumentationContent["rateLimits"];

/** Requests per minute by plan, the rate limit headers and what happens over the limit. */
export function ApiRateLimitsSection({
  id,
  title,
  description,
  plans,
  headersTitle,
  headers,
  sample,
  note,
}: ApiRateLimitsSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <ItemList
        items={plans}
        className="grid gap-3 sm:grid-cols-2 sm:gap-4"
        itemClassName="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
        render={(plan) => <PlanLimit {...plan} />}
      />
      <h3 className="mt-8 text-lg font-semibold sm:mt-10">{headersTitle}</h3>
      <ApiTermList items={headers} termWidth="lg" className="mt-4" />
      <CodeBlock {...sample} foldOnPhones className="mt-6" />
      <ApiCallout tone="info" text={note} className="mt-6" />
    </ApiDocSection>
  );
}

type PlanLimitProps = ApiRateLimitsSectionProps["plans"][number];

/** A plan and how many requests a minute it allows. */
function PlanLimit({ plan, limit, description }: PlanLimitProps) {
  return (
    <>
      <div className="flex items-center gap-3">
        <IconTile name="gauge" />
        <h3 className="font-semibold">{plan}</h3>
      </div>
      <p className="mt-3 text-xl font-bold tracking-tight sm:mt-4 sm:text-2xl">{limit}</p>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
    </>
  );
}
