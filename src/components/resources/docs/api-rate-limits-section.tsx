import { IconTile } from "@/components/ui/icon-tile";
import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";
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
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        {plans.map((plan) => (
          <li
            key={plan.plan}
            className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
          >
            <div className="flex items-center gap-3">
              <IconTile name="gauge" />
              <h3 className="font-semibold">{plan.plan}</h3>
            </div>
            <p className="mt-3 text-xl font-bold tracking-tight sm:mt-4 sm:text-2xl">
              {plan.limit}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 text-lg font-semibold sm:mt-10">{headersTitle}</h3>
      <ApiTermList items={headers} termWidth="lg" className="mt-4" />
      <CodeBlock {...sample} className="mt-6" />
      <ApiCallout tone="info" text={note} className="mt-6" />
    </ApiDocSection>
  );
}
