import { FileCode2 } from "lucide-react";
import { CheckList } from "@/components/ui/check-list";
import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";
import { DocsSdkDownloadButton } from "@/components/resources/docs/docs-sdk-download-button";

type ApiSdkSectionProps = ApiDocumentationContent["sdk"];

/** The TypeScript SDK: what it does, how to install it, an example and the download. */
export function ApiSdkSection({
  id,
  title,
  description,
  install,
  example,
  contents,
  contentsTitle,
  features,
}: ApiSdkSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <CheckList items={features} size="sm" gap="gap-2" className="sm:grid-cols-2 sm:gap-3" />
      <div className="mt-6 space-y-4 sm:mt-8">
        <CodeBlock {...install} />
        <CodeBlock {...example} foldOnPhones />
      </div>
      <div className="mt-6 flex flex-col gap-4 rounded-xl border bg-accent/40 p-4 sm:mt-8 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:p-6">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <FileCode2 className="size-5 text-primary" aria-hidden="true" />
            {contentsTitle}
          </h3>
          <ul className="mt-3 space-y-1.5 text-sm text-muted-foreground">
            {contents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <DocsSdkDownloadButton />
      </div>
    </ApiDocSection>
  );
}
