import { Gauge, Info } from "lucide-react";
import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";

type ApiRateLimitsSectionProps = ApiDocumentationContent["rateLimits"] & { id?: string };

/** Requests per minute by plan, the rate limit headers and what happens over the limit. */
export function ApiRateLimitsSection({
  id = "rate-limits",
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
      <ul className="grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <li
            key={plan.plan}
            className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Gauge className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold">{plan.plan}</h3>
            </div>
            <p className="mt-4 text-2xl font-bold tracking-tight">{plan.limit}</p>
            <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-lg font-semibold">{headersTitle}</h3>
      <dl className="mt-4 divide-y rounded-lg border">
        {headers.map((header) => (
          <div
            key={header.name}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4"
          >
            <dt>
              <code className="font-mono text-sm font-semibold break-all">{header.name}</code>
            </dt>
            <dd className="text-sm text-muted-foreground">{header.description}</dd>
          </div>
        ))}
      </dl>
      <CodeBlock {...sample} className="mt-6" />
      <div className="mt-6 flex items-start gap-3 rounded-lg border bg-accent/50 p-4">
        <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm">{note}</p>
      </div>
    </ApiDocSection>
  );
}
