import { BarChart3, CheckCircle2, Microscope } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { FeaturedResearchStudy, ResearchPageContent } from "@/content/types";
import { DocumentDownloadButton } from "@/components/resources/document-download-button";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type ResearchFeaturedSectionProps = ResearchPageContent["featured"] & {
  study: FeaturedResearchStudy;
};

/** The highlighted study: facts, methodology, key findings and 'Download Research'. */
export function ResearchFeaturedSection({
  id,
  eyebrow,
  title,
  description,
  badge,
  methodologyLabel,
  sampleSizeLabel,
  publishedLabel,
  downloadsLabel,
  keyFindingsLabel,
  downloadLabel,
  study,
}: ResearchFeaturedSectionProps) {
  const facts = [
    { label: sampleSizeLabel, value: study.sampleSize },
    { label: publishedLabel, value: study.publishDate },
    { label: downloadsLabel, value: study.downloadCount },
  ];

  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <article className="stagger-item overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm">
        <div className="grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="p-6 sm:p-10">
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{badge}</Badge>
              <Badge variant="soft">{study.type}</Badge>
              <Badge variant="outline">{study.category}</Badge>
            </div>
            <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{study.title}</h3>
            <p className="mt-4 leading-relaxed text-muted-foreground">{study.description}</p>

            <dl className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
              {facts.map((fact) => (
                <div key={fact.label} className="rounded-xl border bg-muted/50 p-4">
                  <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    {fact.label}
                  </dt>
                  <dd className="mt-1 font-bold">{fact.value}</dd>
                </div>
              ))}
            </dl>

            <h4 className="mt-8 flex items-center gap-2 text-sm font-semibold tracking-wider uppercase">
              <Microscope className="size-4 text-primary" aria-hidden="true" />
              {methodologyLabel}
            </h4>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
              {study.methodology}
            </p>

            <div className="mt-8">
              <DocumentDownloadButton
                size="lg"
                document={study.document}
                label={downloadLabel}
                hiddenLabel={study.title}
              />
            </div>
          </div>

          <div className="border-t bg-accent/40 p-6 sm:p-10 lg:border-t-0 lg:border-l">
            <h4 className="flex items-center gap-2 text-sm font-semibold tracking-wider uppercase">
              <BarChart3 className="size-4 text-primary" aria-hidden="true" />
              {keyFindingsLabel}
            </h4>
            <ul className="mt-6 space-y-5">
              {study.keyFindings.map((finding) => (
                <li key={finding} className="flex gap-3 text-sm leading-relaxed">
                  <CheckCircle2
                    className="mt-0.5 size-5 shrink-0 text-primary"
                    aria-hidden="true"
                  />
                  <span>{finding}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </article>
    </Section>
  );
}
