import { Download, FileText, Star } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { WhitePaper, WhitePapersPageContent } from "@/content/types";
import type { ListingParams } from "@/hooks/use-listing-params";
import { fillTemplate } from "@/lib/text";
import { LibrarySection } from "@/components/resources/resources-library";

type Library = WhitePapersPageContent["library"];
type Labels = WhitePapersPageContent["labels"];

type WhitePaperLibrarySectionProps = Library & {
  /** The papers to show (already filtered). */
  papers: WhitePaper[];
  total: number;
  labels: Labels;
  listing: ListingParams;
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
    <InteractiveCard id={paper.slug} className="h-full scroll-mt-24">
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between gap-3">
          <Badge variant="soft">{paper.category}</Badge>
          <span className="inline-flex items-center gap-1 text-sm font-semibold">
            <Star className="size-4 fill-current text-primary" aria-hidden="true" />
            <span aria-hidden="true">{paper.rating}</span>
            <span className="sr-only">{fillTemplate(labels.rating, { rating: paper.rating })}</span>
          </span>
        </div>
        <CardTitle>{paper.title}</CardTitle>
        <CardDescription className="leading-relaxed">{paper.description}</CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
      <CardFooter className="flex-wrap justify-between border-t pt-4">
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
        <Button asChild size="sm" variant="outline">
          <Link to={paper.href}>
            <Download aria-hidden="true" />
            {downloadLabel}
            <span className="sr-only">: {paper.title}</span>
          </Link>
        </Button>
      </CardFooter>
    </InteractiveCard>
  );
}
