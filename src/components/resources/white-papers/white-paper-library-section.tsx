import { Download, FileText, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { WhitePaper, WhitePapersPageContent } from "@/content/types";
import { coverFor } from "@/lib/covers";
import { loadWhitePaper } from "@/lib/downloads/document-pages";
import { fillTemplate } from "@/lib/text";
import { DocumentDownloadButton } from "@/components/resources/document-download-button";
import {
  LibrarySection,
  type DocumentLibraryProps,
} from "@/components/resources/resources-library";
import { ResourceCard } from "@/components/resources/resource-card";

type Labels = WhitePapersPageContent["labels"];

type WhitePaperLibrarySectionProps = DocumentLibraryProps<WhitePapersPageContent> & {
  /** The papers to show (already filtered). */
  papers: WhitePaper[];
};

/** The category chips, the count and the grid of paper cards (or the empty state). */
export function WhitePaperLibrarySection({
  filterLabel,
  allLabel,
  categories,
  resultsLabel,
  downloadLabel,
  papers,
  total,
  labels,
  ...library
}: WhitePaperLibrarySectionProps) {
  return (
    <LibrarySection
      {...library}
      categories={{ label: filterLabel, allLabel, values: categories }}
      items={papers}
      status={fillTemplate(resultsLabel, { shown: papers.length, total })}
      renderItem={(paper) => (
        <WhitePaperCard paper={paper} labels={labels} downloadLabel={downloadLabel} />
      )}
    />
  );
}

/** The paper's PDF text, fetched only when a visitor asks for it. */
async function loadDocument(slug: string) {
  const page = await loadWhitePaper(slug);
  if (!page) throw new Error(`No white paper page for ${slug}`);
  return page.document;
}

/** A paper: its title opens its page; 'Download' saves its PDF straight away. */
function WhitePaperCard({
  paper,
  labels,
  downloadLabel,
}: {
  paper: WhitePaper;
  labels: Labels;
  downloadLabel: string;
}) {
  return (
    <ResourceCard
      id={paper.slug}
      href={paper.href}
      cover={coverFor("white-papers", paper.slug)}
      top={
        <div className="flex items-center justify-between gap-3">
          <Badge variant="soft">{paper.category}</Badge>
          <span className="inline-flex items-center gap-1 text-sm font-semibold">
            <Star className="size-4 fill-current text-primary" aria-hidden="true" />
            <span aria-hidden="true">{paper.rating}</span>
            <span className="sr-only">{fillTemplate(labels.rating, { rating: paper.rating })}</span>
          </span>
        </div>
      }
      title={paper.title}
      description={paper.description}
      footerClassName="flex-wrap justify-between"
      footer={
        <>
          <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <FileText className="size-3.5" aria-hidden="true" />
              {fillTemplate(labels.pages, { pages: paper.pages })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Download className="size-3.5" aria-hidden="true" />
              {fillTemplate(labels.downloads, { count: paper.downloadCount })}
            </span>
          </span>
          <DocumentDownloadButton
            size="sm"
            variant="outline"
            className="relative z-10"
            document={() => loadDocument(paper.slug)}
            label={downloadLabel}
            hiddenLabel={paper.title}
          />
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{labels.author}</dt>
          <dd className="font-medium">{paper.author}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{labels.published}</dt>
          <dd className="font-medium">{paper.publishDate}</dd>
        </div>
      </dl>
    </ResourceCard>
  );
}
