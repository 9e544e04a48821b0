import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";
import { ApiTermList } from "@/components/resources/docs/api-term-list";

type ApiResponseFormatSectionProps = ApiDocumentationContent["responseFormat"];

/** The response envelope: success, data and message, with a successful and a failed example. */
export function ApiResponseFormatSection({
  id,
  title,
  description,
  fields,
  success,
  error,
}: ApiResponseFormatSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <ApiTermList items={fields} />
      <div className="mt-6 space-y-4">
        <CodeBlock {...success} foldOnPhones />
        <CodeBlock {...error} foldOnPhones />
      </div>
    </ApiDocSection>
  );
}
