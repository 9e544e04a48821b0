import { ChevronDown } from "lucide-react";
import type { HomePageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type FaqDisclosureSectionProps = HomePageContent["faq"];

/** Questions that open and close in place; native disclosure widgets, so they work without JavaScript. */
export function FaqDisclosureSection({ items, ...section }: FaqDisclosureSectionProps) {
  return (
    <Section {...section} width="narrow">
      <div className="space-y-2 sm:space-y-3">
        {items.map((item) => (
          <details
            key={item.question}
            className="group rounded-xl border bg-card shadow-sm open:border-primary/40"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 text-left font-semibold transition-colors hover:bg-accent/50 sm:px-6 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-4 pb-4 text-muted-foreground sm:px-6 sm:pb-5">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
