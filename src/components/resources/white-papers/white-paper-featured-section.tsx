import { Download, FileText, Star } from "lucide-react";
import { CheckList } from "@/components/ui/check-list";
import type { FeaturedWhitePaper, WhitePapersPageContent } from "@/content/types";
import { fillTemplate } from "@/lib/text";
import {
  FeaturedDocumentCard,
  FeaturedDocumentDownload,
  FeaturedDocumentLabel,
  FeaturedDocumentTitle,
} from "@/components/resources/featured-document";
import { Section } from "@/components/sections/section";

type WhitePaperFeaturedSectionProps = WhitePapersPageContent["featured"] & {
  paper: FeaturedWhitePaper;
  labels: WhitePapersPageContent["labels"];
};

/** The highlighted paper: cover, abstract, numbers, what you'll learn and 'Download Free'. */
export function WhitePaperFeaturedSection({
  badge,
  highlightsTitle,
  downloadLabel,
  paper,
  labels,
  ...section
}: WhitePaperFeaturedSectionProps) {
  return (
    <Section {...section}>
      <FeaturedDocumentCard className="lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div
          aria-hidden="true"
          className="relative flex min-h-56 flex-col justify-between overflow-hidden bg-primary p-6 text-primary-foreground sm:p-10"
        >
          <span className="absolute -top-16 -right-16 size-56 rounded-full bg-primary-foreground/10" />
          <span className="absolute -bottom-20 -left-10 size-48 rounded-full bg-primary-foreground/5" />
          <div className="relative flex items-center gap-2 text-sm font-semibold tracking-wider uppercase">
            <FileText className="size-5" />
            {paper.category}
          </div>
          <p className="relative mt-10 text-2xl leading-tight font-bold sm:text-3xl">
            {paper.title}
          </p>
          <div className="relative mt-6 flex items-end justify-between gap-4 border-t border-primary-foreground/25 pt-4 sm:mt-10 sm:pt-6">
            <span className="text-sm font-medium">{paper.author}</span>
            <span className="text-4xl font-bold">{paper.pages}</span>
          </div>
        </div>

        <div className="flex flex-col p-6 sm:p-10">
          <FeaturedDocumentTitle badge={badge} tags={[paper.category]} title={paper.title} />
          <p className="mt-2 text-sm text-muted-foreground">
            {paper.author} · {paper.publishDate}
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            <li className="inline-flex items-center gap-2">
              <FileText className="size-4 text-primary" aria-hidden="true" />
              {fillTemplate(labels.pages, { pages: paper.pages })}
            </li>
            <li className="inline-flex items-center gap-2">
              <Download className="size-4 text-primary" aria-hidden="true" />
              {fillTemplate(labels.downloads, { count: paper.downloadCount })}
            </li>
            <li className="inline-flex items-center gap-2">
              <Star className="size-4 fill-current text-primary" aria-hidden="true" />
              <span aria-hidden="true">{paper.rating}</span>
              <span className="sr-only">
                {fillTemplate(labels.rating, { rating: paper.rating })}
              </span>
            </li>
          </ul>
          <p className="mt-5 leading-relaxed text-muted-foreground">{paper.abstract}</p>

          <FeaturedDocumentLabel className="mt-8">{highlightsTitle}</FeaturedDocumentLabel>
          <CheckList
            items={paper.highlights}
            mark="circle"
            className="mt-4 text-sm sm:grid-cols-2"
          />

          <FeaturedDocumentDownload
            item={paper}
            label={downloadLabel}
            className="mt-8 border-t pt-6"
          />
        </div>
      </FeaturedDocumentCard>
    </Section>
  );
}
