import { CalendarClock, Lightbulb, Target, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { IconTile } from "@/components/ui/icon-tile";
import type { CaseStudiesPageContent } from "@/content/types";
import {
  CaseStudyResults,
  CaseStudyTechnologies,
} from "@/components/case-studies/case-study-parts";
import { Section } from "@/components/sections/section";
import { ResultChart } from "@/components/art/result-chart";

type CaseStudyListSectionProps = CaseStudiesPageContent["list"];

/** The full case studies: client, challenge, solution, technologies, results, duration and team size. */
export function CaseStudyListSection({ labels, studies, ...section }: CaseStudyListSectionProps) {
  return (
    <Section {...section} tone="muted">
      <div className="space-y-10">
        {studies.map((study) => (
          <CaseStudyCard key={study.id} study={study} labels={labels} />
        ))}
      </div>
    </Section>
  );
}

type CaseStudyCardProps = {
  study: CaseStudiesPageContent["list"]["studies"][number];
  labels: CaseStudyListSectionProps["labels"];
};

/** A case study in full, anchored by its id (home cards link to it). */
function CaseStudyCard({ study, labels }: CaseStudyCardProps) {
  return (
    <Card id={study.id} className="stagger-item scroll-mt-24 overflow-hidden hover:shadow-md">
      <article aria-labelledby={`${study.id}-title`}>
        <header className="border-b bg-accent/40 p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-3">
            <IconTile name={study.icon} tone="solid" shape="lg" />
            <Badge>{study.industry}</Badge>
          </div>
          <h3
            id={`${study.id}-title`}
            className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {study.title}
          </h3>
          <p className="mt-2 text-lg text-muted-foreground">{study.summary}</p>
          <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-3 text-sm">
            {[
              { label: labels.client, value: study.client },
              { label: labels.duration, value: study.duration, icon: CalendarClock },
              { label: labels.teamSize, value: study.teamSize, icon: Users },
            ].map(({ label, value, icon: FactIcon }) => (
              <div key={label}>
                <dt className="flex items-center gap-1.5 font-medium text-muted-foreground">
                  {FactIcon && <FactIcon className="size-4" aria-hidden="true" />}
                  {label}
                </dt>
                <dd className="mt-0.5 font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </header>
        <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <div className="space-y-6">
            {[
              {
                label: labels.challenge,
                text: study.challenge,
                icon: <Target className="size-5 text-destructive" aria-hidden="true" />,
              },
              {
                label: labels.solution,
                text: study.solution,
                icon: <Lightbulb className="size-5 text-primary" aria-hidden="true" />,
              },
            ].map((part) => (
              <div key={part.label}>
                <h4 className="flex items-center gap-2 text-lg font-semibold">
                  {part.icon}
                  {part.label}
                </h4>
                <p className="mt-2 leading-relaxed text-muted-foreground">{part.text}</p>
              </div>
            ))}
            <div>
              <h4 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                {labels.technologies}
              </h4>
              <CaseStudyTechnologies technologies={study.technologies} look="panel" />
            </div>
          </div>
          <div className="space-y-4 self-start">
            <ResultChart chart={study.chart} surface="card" />
            <div className="rounded-xl border bg-background p-6">
              <h4 className="text-lg font-semibold">{labels.results}</h4>
              <CaseStudyResults results={study.results} look="panel" />
            </div>
          </div>
        </div>
      </article>
    </Card>
  );
}
