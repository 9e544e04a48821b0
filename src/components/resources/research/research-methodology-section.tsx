import { Microscope } from "lucide-react";
import type { ResearchReportPageContent } from "@/content/types";
import { FactList } from "@/components/ui/fact-list";
import { Section } from "@/components/sections/section";
import { SectionParagraphs } from "@/components/sections/section-heading";

type ResearchMethodologySectionProps = ResearchReportPageContent["methodology"];

/** How a study was run: explanation on the left, the sample's facts on the right. */
export function ResearchMethodologySection({
  id,
  title,
  description,
  paragraphs,
  details,
}: ResearchMethodologySectionProps) {
  return (
    <Section id={id}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Microscope className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
          <p className="mt-3 text-lg text-muted-foreground">{description}</p>
          <SectionParagraphs
            paragraphs={paragraphs}
            className="mt-6 space-y-4 leading-relaxed text-muted-foreground"
          />
        </div>
        <FactList
          variant="caption"
          items={details}
          className="stagger-item grid content-start gap-px self-start overflow-hidden rounded-2xl border bg-border shadow-sm sm:grid-cols-2 lg:grid-cols-1"
          itemClassName="bg-card p-5 text-card-foreground"
        />
      </div>
    </Section>
  );
}
