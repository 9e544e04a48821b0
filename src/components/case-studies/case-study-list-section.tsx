import { CalendarClock, CheckCircle2, Lightbulb, Target, Users } from "lucide-react";
import { Icon } from "@/components/icons/icon";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { CaseStudiesPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type CaseStudyListSectionProps = CaseStudiesPageContent["list"] & { id?: string };

/** The full case studies: client, challenge, solution, technologies, results, duration and team size. */
export function CaseStudyListSection({
  id = "case-studies",
  eyebrow,
  title,
  description,
  labels,
  studies,
}: CaseStudyListSectionProps) {
  return (
    <Section id={id} tone="muted">
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <div className="space-y-10">
        {studies.map((study) => (
          <Card
            key={study.id}
            id={study.id}
            className="stagger-item scroll-mt-24 overflow-hidden transition-shadow hover:shadow-md"
          >
            <article aria-labelledby={`${study.id}-title`}>
              <header className="border-b bg-accent/40 p-6 sm:p-8">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                    <Icon name={study.icon} className="size-5" />
                  </span>
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
                  <div>
                    <dt className="font-medium text-muted-foreground">{labels.client}</dt>
                    <dd className="mt-0.5 font-semibold">{study.client}</dd>
                  </div>
                  <div>
                    <dt className="flex items-center gap-1.5 font-medium text-muted-foreground">
                      <CalendarClock className="size-4" aria-hidden="true" />
                      {labels.duration}
                    </dt>
                    <dd className="mt-0.5 font-semibold">{study.duration}</dd>
                  </div>
                  <div>
                    <dt className="flex items-center gap-1.5 font-medium text-muted-foreground">
                      <Users className="size-4" aria-hidden="true" />
                      {labels.teamSize}
                    </dt>
                    <dd className="mt-0.5 font-semibold">{study.teamSize}</dd>
                  </div>
                </dl>
              </header>
              <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
                <div className="space-y-6">
                  <div>
                    <h4 className="flex items-center gap-2 text-lg font-semibold">
                      <Target className="size-5 text-destructive" aria-hidden="true" />
                      {labels.challenge}
                    </h4>
                    <p className="mt-2 leading-relaxed text-muted-foreground">{study.challenge}</p>
                  </div>
                  <div>
                    <h4 className="flex items-center gap-2 text-lg font-semibold">
                      <Lightbulb className="size-5 text-primary" aria-hidden="true" />
                      {labels.solution}
                    </h4>
                    <p className="mt-2 leading-relaxed text-muted-foreground">{study.solution}</p>
                  </div>
                  <div>
                    <h4 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                      {labels.technologies}
                    </h4>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {study.technologies.map((technology) => (
                        <li key={technology}>
                          <Badge variant="outline" className="whitespace-normal">
                            {technology}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <div className="self-start rounded-xl border bg-background p-6">
                  <h4 className="text-lg font-semibold">{labels.results}</h4>
                  <ul className="mt-4 space-y-3">
                    {study.results.map((result) => (
                      <li key={result} className="flex items-start gap-3">
                        <CheckCircle2
                          className="mt-0.5 size-5 shrink-0 text-success"
                          aria-hidden="true"
                        />
                        <span className="font-medium">{result}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </article>
          </Card>
        ))}
      </div>
    </Section>
  );
}
