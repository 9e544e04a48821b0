import { Badge } from "@/components/ui/badge";
import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";

type ApiErrorsSectionProps = ApiDocumentationContent["errors"];

/** The documented HTTP statuses, what each means and what to do, plus error handling in code. */
export function ApiErrorsSection({
  id,
  title,
  description,
  statuses,
  labels,
  sample,
}: ApiErrorsSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <ul className="divide-y rounded-lg border">
        {statuses.map((status) => (
          <li
            key={status.status}
            className="grid gap-2 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6 sm:py-4"
          >
            <div className="flex items-center gap-3 sm:items-start">
              <Badge
                variant={
                  status.status < 300 ? "soft" : status.status >= 500 ? "destructive" : "secondary"
                }
                className="px-2.5 py-1 font-mono text-sm"
              >
                <span className="sr-only">{labels.status} </span>
                {status.status}
              </Badge>
              <span className="font-semibold">{status.name}</span>
            </div>
            <dl className="grid gap-1 text-sm sm:gap-2">
              <div>
                <dt className="sr-only">{labels.meaning}</dt>
                <dd>{status.description}</dd>
              </div>
              <div className="text-muted-foreground">
                <dt className="inline font-medium text-foreground">{labels.action}: </dt>
                <dd className="inline">{status.action}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <CodeBlock {...sample} className="mt-6" />
    </ApiDocSection>
  );
}
