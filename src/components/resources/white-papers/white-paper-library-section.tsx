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
import type { WhitePaper, WhitePaperCategory, WhitePapersPageContent } from "@/content/types";
import { ALL, fillTemplate } from "@/lib/resource-filters";
import { DocumentEmptyState } from "@/components/resources/document-empty-state";
import { FilterChips } from "@/components/ui/filter-chips";
import { Section } from "@/components/sections/section";

type Library = WhitePapersPageContent["library"];
type Labels = WhitePapersPageContent["labels"];

type WhitePaperLibrarySectionProps = Library & {
  id: string;
  /** The id of the heading the search box jumps to. */
  resultsId: string;
  /** The papers to show (already filtered). */
  papers: WhitePaper[];
  total: number;
  labels: Labels;
  category: WhitePaperCategory | typeof ALL;
  onCategoryChange: (category: WhitePaperCategory | typeof ALL) => void;
  onClear: () => void;
};

/** The category chips, the count and the grid of paper cards (or the empty state). */
export function WhitePaperLibrarySection({
  id,
  resultsId,
  title,
  description,
  filterLabel,
  allLabel,
  categories,
  resultsLabel,
  downloadLabel,
  empty,
  papers,
  total,
  labels,
  category,
  onCategoryChange,
  onClear,
}: WhitePaperLibrarySectionProps) {
  const options = [
    { value: ALL, label: allLabel },
    ...categories.map((value) => ({ value, label: value })),
  ] as { value: WhitePaperCategory | typeof ALL; label: string }[];

  return (
    <Section id={id} tone="muted">
      <div className="mb-8 flex flex-col gap-2">
        <h2
          id={resultsId}
          tabIndex={-1}
          className="scroll-mt-24 text-3xl font-bold tracking-tight outline-none sm:text-4xl"
        >
          {title}
        </h2>
        <p className="text-lg text-muted-foreground">{description}</p>
      </div>
      <FilterChips
        label={filterLabel}
        options={options}
        value={category}
        onChange={onCategoryChange}
      />
      <p role="status" className="mt-6 mb-6 text-sm text-muted-foreground">
        {fillTemplate(resultsLabel, { shown: papers.length, total })}
      </p>
      {papers.length === 0 ? (
        <DocumentEmptyState {...empty} onClear={onClear} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {papers.map((paper) => (
            <li key={paper.slug} className="stagger-item">
              <WhitePaperCard paper={paper} labels={labels} downloadLabel={downloadLabel} />
            </li>
          ))}
        </ul>
      )}
    </Section>
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
