import { CheckCircle2 } from "lucide-react";
import type { WhitePaperPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionParagraphs } from "@/components/sections/section-heading";

type WhitePaperSummarySectionProps = WhitePaperPageContent["executiveSummary"] & {
  /** Hidden until the hero's preview button opens it. */
  open: boolean;
};

/** The executive summary, revealed in place by the hero's 'Preview Content' button. */
export function WhitePaperSummarySection({
  id,
  open,
  title,
  paragraphs,
  takeawaysTitle,
  takeaways,
}: WhitePaperSummarySectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section
      id={id}
      tone="muted"
      width="narrow"
      hidden={!open}
      aria-labelledby={headingId}
      className="border-b"
    >
      <article className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <SectionParagraphs
          paragraphs={paragraphs}
          className="mt-6 space-y-4 leading-relaxed text-muted-foreground"
        />
        <h3 className="mt-8 text-lg font-semibold">{takeawaysTitle}</h3>
        <ul className="mt-4 space-y-3">
          {takeaways.map((takeaway) => (
            <li key={takeaway} className="flex gap-3 text-sm leading-relaxed">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{takeaway}</span>
            </li>
          ))}
        </ul>
      </article>
    </Section>
  );
}
