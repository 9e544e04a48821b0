import { CheckList } from "@/components/ui/check-list";
import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { ApiCallout } from "@/components/resources/docs/api-callout";
import { CodeBlock } from "@/components/resources/docs/code-block";

type ApiAuthenticationSectionProps = ApiDocumentationContent["authentication"];

/** Bearer API keys: where they come from, how to send them and how to keep them safe. */
export function ApiAuthenticationSection({
  id,
  title,
  description,
  points,
  sample,
  warning,
}: ApiAuthenticationSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <CodeBlock {...sample} />
      <CheckList items={points} className="mt-6" />
      <ApiCallout tone="warning" text={warning} className="mt-6" />
    </ApiDocSection>
  );
}
