import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";

type ApiResponseFormatSectionProps = ApiDocumentationContent["responseFormat"] & { id?: string };

/** The response envelope: success, data and message, with a successful and a failed example. */
export function ApiResponseFormatSection({
  id = "response-format",
  title,
  description,
  fields,
  success,
  error,
}: ApiResponseFormatSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <dl className="divide-y rounded-lg border">
        {fields.map((field) => (
          <div
            key={field.name}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4"
          >
            <dt className="flex flex-wrap items-baseline gap-2">
              <code className="font-mono text-sm font-semibold">{field.name}</code>
              <span className="font-mono text-xs text-muted-foreground">{field.type}</span>
            </dt>
            <dd className="text-sm text-muted-foreground">{field.description}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 space-y-4">
        <CodeBlock {...success} />
        <CodeBlock {...error} />
      </div>
    </ApiDocSection>
  );
}
