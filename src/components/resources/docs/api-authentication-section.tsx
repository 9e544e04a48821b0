import { Check, TriangleAlert } from "lucide-react";
import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";

type ApiAuthenticationSectionProps = ApiDocumentationContent["authentication"] & { id?: string };

/** Bearer API keys: where they come from, how to send them and how to keep them safe. */
export function ApiAuthenticationSection({
  id = "authentication",
  title,
  description,
  points,
  sample,
  warning,
}: ApiAuthenticationSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <CodeBlock {...sample} />
      <ul className="mt-6 space-y-3">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p className="text-sm">{warning}</p>
      </div>
    </ApiDocSection>
  );
}
