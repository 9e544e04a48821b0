import { CheckList } from "@/components/ui/check-list";
import { CoverImage } from "@/components/resources/cover-image";
import type { FeaturedWhitePaper, WhitePapersPageContent } from "@/content/types";
import { coverFor } from "@/lib/covers";
import {
  FeaturedDocumentCard,
  FeaturedDocumentDownload,
  FeaturedDocumentLabel,
  FeaturedDocumentTitle,
} from "@/components/resources/featured-document";
import { Section } from "@/components/sections/section";
import { PaperFigures } from "./paper-figures";

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
    <Section {...section} interactive>
      <FeaturedDocumentCard className="lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* The whole cover, framed on the panel: stretched to the card's height it was cropped. */}
        <div className="flex items-center border-b bg-muted p-6 sm:p-10 lg:border-r lg:border-b-0">
          <CoverImage
            cover={coverFor("white-papers", paper.slug)}
            className="rounded-xl border shadow-lg"
          />
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
          <PaperFigures paper={paper} labels={labels} look="featured" />
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
