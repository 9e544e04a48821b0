import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";

type ApiQuickStartSectionProps = ApiDocumentationContent["quickStart"];

/** Numbered first steps, each with its command. */
export function ApiQuickStartSection({ id, title, description, steps }: ApiQuickStartSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <ol className="space-y-8">
        {steps.map((step, index) => (
          <li key={step.title} className="grid gap-4 sm:grid-cols-[2.5rem_minmax(0,1fr)]">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-muted-foreground">{step.description}</p>
              <CodeBlock {...step.sample} className="mt-4" />
            </div>
          </li>
        ))}
      </ol>
    </ApiDocSection>
  );
}
