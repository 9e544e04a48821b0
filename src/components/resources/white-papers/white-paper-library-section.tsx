import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import type { WhitePaper, WhitePapersPageContent } from "@/content/types";
import { loadWhitePaper } from "@/lib/downloads/document-pages";
import { DocumentDownloadButton } from "@/components/resources/document-download-button";
import { LibraryFilters } from "@/components/resources/library-filters";
import { ListingSection, type DocumentLibraryProps } from "@/components/resources/listing-section";
import { documentCardBasics, ResourceCard } from "@/components/resources/resource-card";
import { PaperFigures, PaperRating } from "./paper-figures";
import { StaticPart } from "@/components/sections/static-part";

/** The category chips, the count and the grid of paper cards (or the empty state). */
export function WhitePaperLibrarySection({
  resultsId,
  filterLabel,
  allLabel,
  categories,
  resultsLabel,
  downloadLabel,
  empty,
  labels,
  listing,
  ...library
}: DocumentLibraryProps<WhitePapersPageContent, WhitePaper>) {
  return (
    <ListingSection
      {...library}
      look="library"
      cards="documents"
      headingId={resultsId}
      listing={listing}
      summary={{ template: resultsLabel }}
      filters={(countLine) => (
        <LibraryFilters
          label={filterLabel}
          allLabel={allLabel}
          categories={categories}
          listing={listing}
          countLine={countLine}
        />
      )}
      hrefOf={(paper) => paper.href}
      renderItem={(paper) => (
        <WhitePaperCard paper={paper} labels={labels} downloadLabel={downloadLabel} />
      )}
      empty={<EmptyState {...empty} onClear={listing.clear} />}
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
  labels: WhitePapersPageContent["labels"];
  downloadLabel: string;
}) {
  return (
    <ResourceCard
      {...documentCardBasics("white-papers", paper)}
      top={
        <StaticPart>
          <div className="flex items-center justify-between gap-3">
            <Badge variant="soft">{paper.category}</Badge>
            <PaperRating
              rating={paper.rating}
              label={labels.rating}
              className="inline-flex items-center gap-1 text-sm font-semibold"
            />
          </div>
        </StaticPart>
      }
      footerClassName="flex-wrap justify-between"
      footer={
        <>
          <StaticPart>
            <PaperFigures paper={paper} labels={labels} look="card" />
          </StaticPart>
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
