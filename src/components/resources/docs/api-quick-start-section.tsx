import type { ApiDocumentationContent } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";
import { ItemList } from "@/components/sections/item-list";

type ApiQuickStartSectionProps = ApiDocumentationContent["quickStart"];

/** Numbered first steps, each with its command. */
export function ApiQuickStartSection({ id, title, description, steps }: ApiQuickStartSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <ItemList
        items={steps}
        ordered
        className="space-y-6 sm:space-y-8"
        itemClassName="grid grid-cols-[2rem_minmax(0,1fr)] gap-3 sm:grid-cols-[2.5rem_minmax(0,1fr)] sm:gap-4"
        render={(step, index) => <QuickStartStep {...step} number={index + 1} />}
      />
    </ApiDocSection>
  );
}

type QuickStartStepProps = ApiQuickStartSectionProps["steps"][number] & { number: number };

/** A step: its number, what to do and the command that does it. */
function QuickStartStep({ number, title, description, sample }: QuickStartStepProps) {
  return (
    <>
      <span
        className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground sm:size-10 sm:text-base"
        aria-hidden="true"
      >
        {number}
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-muted-foreground sm:text-base">{description}</p>
        <CodeBlock {...sample} className="mt-3 sm:mt-4" />
      </div>
    </>
  );
}
