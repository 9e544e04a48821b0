import { BarChart3, Microscope } from "lucide-react";
import { CheckList } from "@/components/ui/check-list";
import { CoverImage } from "@/components/resources/cover-image";
import { FactList } from "@/components/ui/fact-list";
import type { FeaturedResearchStudy, ResearchPageContent } from "@/content/types";
import { coverFor } from "@/lib/covers";
import {
  FeaturedDocumentCard,
  FeaturedDocumentDownload,
  FeaturedDocumentLabel,
  FeaturedDocumentTitle,
} from "@/components/resources/featured-document";
import { Section } from "@/components/sections/section";

type ResearchFeaturedSectionProps = ResearchPageContent["featured"] & {
  study: FeaturedResearchStudy;
};

/** The highlighted study: facts, methodology, key findings and 'Download Research'. */
export function ResearchFeaturedSection({
  badge,
  methodologyLabel,
  sampleSizeLabel,
  publishedLabel,
  downloadsLabel,
  keyFindingsLabel,
  downloadLabel,
  study,
  ...section
}: ResearchFeaturedSectionProps) {
  const facts = [
    { label: sampleSizeLabel, value: study.sampleSize },
    { label: publishedLabel, value: study.publishDate },
    { label: downloadsLabel, value: study.downloadCount },
  ];

  return (
    <Section {...section} interactive>
      <FeaturedDocumentCard className="lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="p-6 sm:p-10">
          <FeaturedDocumentTitle
            badge={badge}
            tags={[study.type, study.category]}
            title={study.title}
            href={study.href}
          />
          <p className="mt-4 leading-relaxed text-muted-foreground">{study.description}</p>

          <FactList
            variant="caption"
            items={facts}
            className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3"
            itemClassName="rounded-xl border bg-muted/50 p-4"
            valueClassName="font-bold"
          />

          <FeaturedDocumentLabel icon={Microscope} className="mt-8">
            {methodologyLabel}
          </FeaturedDocumentLabel>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{study.methodology}</p>

          <FeaturedDocumentDownload item={study} label={downloadLabel} className="mt-8" />
        </div>

        <div className="border-t bg-accent/40 p-6 sm:p-10 lg:border-t-0 lg:border-l">
          <CoverImage cover={coverFor("research", study.slug)} className="mb-8 rounded-lg border" />
          <FeaturedDocumentLabel icon={BarChart3}>{keyFindingsLabel}</FeaturedDocumentLabel>
          <CheckList
            items={study.keyFindings}
            mark="circle"
            gap="gap-5"
            className="mt-6 text-sm leading-relaxed"
          />
        </div>
      </FeaturedDocumentCard>
    </Section>
  );
}
