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
      <CheckList items={features} size="sm" className="gap-3 sm:grid-cols-2" />
      <div className="mt-8 space-y-4">
        <CodeBlock {...install} />
        <CodeBlock {...example} />
      </div>
      <div className="mt-8 flex flex-col gap-6 rounded-xl border bg-accent/40 p-6 sm:flex-row sm:items-center sm:justify-between">
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
        <DocsSdkDownloadButton className="shrink-0" />
      </div>
    </ApiDocSection>
  );
}
