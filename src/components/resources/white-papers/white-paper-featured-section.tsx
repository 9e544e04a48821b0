import { Download, FileText, Star } from "lucide-react";
import { CheckList } from "@/components/ui/check-list";
import { CoverImage } from "@/components/resources/cover-image";
import type { FeaturedWhitePaper, WhitePapersPageContent } from "@/content/types";
import { coverFor } from "@/lib/covers";
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
        <div className="bg-muted">
          <CoverImage cover={coverFor("white-papers", paper.slug)} className="h-full" />
        </div>

        <div className="flex flex-col p-6 sm:p-10">
          <FeaturedDocumentTitle
            badge={badge}
            tags={[paper.category]}
            title={paper.title}
            href={paper.href}
          />
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
