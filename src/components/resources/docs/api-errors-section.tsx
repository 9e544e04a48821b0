import { Badge } from "@/components/ui/badge";
import type { ApiDocumentationContent, ApiStatus } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";
import { PhoneRail, phoneRailItemBox } from "@/components/sections/phone-rail";
import { cn } from "@/lib/utils";

type ApiErrorsSectionProps = ApiDocumentationContent["errors"];

/**
 * The documented HTTP statuses, what each means and what to do (a table from the `sm` breakpoint,
 * a strip of cards to swipe on phones), plus error handling in code.
 */
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
      <PhoneRail label={labels.list} className="sm:gap-0 sm:divide-y sm:rounded-lg sm:border">
        {statuses.map((status) => (
          <li
            key={status.status}
            className={cn(
              phoneRailItemBox,
              "grid content-start gap-2 px-4 py-3 max-sm:rounded-lg max-sm:border max-sm:bg-card sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6 sm:py-4",
            )}
          >
            <StatusRow {...status} labels={labels} />
          </li>
        ))}
      </PhoneRail>
      <CodeBlock {...sample} foldOnPhones className="mt-6" />
    </ApiDocSection>
  );
}

type StatusRowProps = ApiStatus & { labels: ApiErrorsSectionProps["labels"] };

/** A status: its code and name, what it means and what to do about it. */
function StatusRow({ status, name, description, action, labels }: StatusRowProps) {
  return (
    <>
      <div className="flex items-center gap-3 sm:items-start">
        <Badge
          variant={status < 300 ? "soft" : status >= 500 ? "destructive" : "secondary"}
          size="code-lg"
        >
          <span className="sr-only">{labels.status} </span>
          {status}
        </Badge>
        <span className="font-semibold">{name}</span>
      </div>
      <dl className="grid gap-1 text-sm sm:gap-2">
        <div>
          <dt className="sr-only">{labels.meaning}</dt>
          <dd>{description}</dd>
        </div>
        <div className="text-muted-foreground">
          <dt className="inline font-medium text-foreground">{labels.action}: </dt>
          <dd className="inline">{action}</dd>
        </div>
      </dl>
    </>
  );
}
