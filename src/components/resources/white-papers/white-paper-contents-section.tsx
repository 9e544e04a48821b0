import type { WhitePaperPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type WhitePaperContentsSectionProps = WhitePaperPageContent["contents"];

/** The chapters of a white paper, numbered, with a line on each. */
export function WhitePaperContentsSection({
  chapters,
  ...section
}: WhitePaperContentsSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {chapters.map((chapter, index) => (
          <li
            key={chapter.title}
            className="stagger-item flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-all hover:border-primary/40 hover:shadow-md"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="leading-snug font-semibold">{chapter.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{chapter.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
