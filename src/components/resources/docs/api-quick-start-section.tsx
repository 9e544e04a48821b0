import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";

type ApiQuickStartSectionProps = ApiDocumentationContent["quickStart"];

/** Numbered first steps, each with its command. */
export function ApiQuickStartSection({ id, title, description, steps }: ApiQuickStartSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <ol className="space-y-6 sm:space-y-8">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3 sm:grid-cols-[2.5rem_minmax(0,1fr)] sm:gap-4"
          >
            <span
              className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground sm:size-10 sm:text-base"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground sm:text-base">{step.description}</p>
              <CodeBlock {...step.sample} className="mt-3 sm:mt-4" />
            </div>
          </li>
        ))}
      </ol>
    </ApiDocSection>
  );
}
