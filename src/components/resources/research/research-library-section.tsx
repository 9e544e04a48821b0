import { ArrowRight, Calendar, Download, FileDown, SlidersHorizontal, Users } from "lucide-react";
import { useId, useState } from "react";
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
import type {
  ResearchCategory,
  ResearchPageContent,
  ResearchStudy,
  ResearchType,
} from "@/content/types";
import { ALL, fillTemplate } from "@/lib/resource-filters";
import { DocumentDownloadButton } from "@/components/resources/document-download-button";
import { DocumentEmptyState } from "@/components/resources/document-empty-state";
import { FilterChips } from "@/components/ui/filter-chips";
import { Section } from "@/components/sections/section";

type Library = ResearchPageContent["library"];
type Labels = ResearchPageContent["labels"];
type CategoryValue = ResearchCategory | typeof ALL;
type TypeValue = ResearchType | typeof ALL;

type ResearchLibrarySectionProps = Library & {
  id: string;
  /** The id of the heading the search box jumps to. */
  resultsId: string;
  /** The studies to show (already filtered). */
  studies: ResearchStudy[];
  total: number;
  labels: Labels;
  category: CategoryValue;
  onCategoryChange: (value: CategoryValue) => void;
  type: TypeValue;
  onTypeChange: (value: TypeValue) => void;
  onClear: () => void;
};

/** Category buttons, the 'Advanced Filter' panel with the type buttons, the count and the study cards. */
export function ResearchLibrarySection({
  id,
  resultsId,
  title,
  description,
  categoryLabel,
  allCategoriesLabel,
  categories,
  typeLabel,
  allTypesLabel,
  types,
  advancedFilterLabel,
  activeFiltersLabel,
  resetLabel,
  resultsLabel,
  accessLabel,
  accessHints,
  empty,
  studies,
  total,
  labels,
  category,
  onCategoryChange,
  type,
  onTypeChange,
  onClear,
}: ResearchLibrarySectionProps) {
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const advancedActive = type === ALL ? 0 : 1;
  const categoryOptions = [
    { value: ALL, label: allCategoriesLabel },
    ...categories.map((value) => ({ value, label: value })),
  ] as { value: CategoryValue; label: string }[];
  const typeOptions = [
    { value: ALL, label: allTypesLabel },
    ...types.map((value) => ({ value, label: value })),
  ] as { value: TypeValue; label: string }[];

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
        label={categoryLabel}
        options={categoryOptions}
        value={category}
        onChange={onCategoryChange}
      />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t pt-6">
        <p role="status" className="text-sm text-muted-foreground">
          {fillTemplate(resultsLabel, { shown: studies.length, total })}
        </p>
        <Button
          variant={panelOpen ? "secondary" : "outline"}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {advancedFilterLabel}
          {advancedActive > 0 && (
            <Badge className="ml-1 px-2">
              <span aria-hidden="true">{advancedActive}</span>
              <span className="sr-only">
                {fillTemplate(activeFiltersLabel, { count: advancedActive })}
              </span>
            </Badge>
          )}
        </Button>
      </div>

      <div
        id={panelId}
        hidden={!panelOpen}
        className="mt-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
      >
        <FilterChips
          label={typeLabel}
          showLabel
          options={typeOptions}
          value={type}
          onChange={onTypeChange}
        />
        <Button variant="link" size="sm" className="mt-4 h-auto px-0" onClick={onClear}>
          {resetLabel}
        </Button>
      </div>

      <div className="mt-6">
        {studies.length === 0 ? (
          <DocumentEmptyState {...empty} onClear={onClear} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {studies.map((study) => (
              <li key={study.slug} className="stagger-item">
                <ResearchStudyCard
                  study={study}
                  labels={labels}
                  accessLabel={accessLabel}
                  accessHints={accessHints}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

type ResearchStudyCardProps = {
  study: ResearchStudy;
  labels: Labels;
  accessLabel: string;
  accessHints: Library["accessHints"];
};

function ResearchStudyCard({ study, labels, accessLabel, accessHints }: ResearchStudyCardProps) {
  const hintId = useId();
  const hint = study.document ? accessHints.download : accessHints.page;
  return (
    <InteractiveCard id={study.slug} className="h-full scroll-mt-24">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="soft">{study.type}</Badge>
          <Badge variant="outline">{study.category}</Badge>
        </div>
        <CardTitle>{study.title}</CardTitle>
        <CardDescription className="leading-relaxed">{study.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">{labels.participants}:</span>
            {study.participants}
          </li>
          <li className="flex items-center gap-2">
            <Calendar className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">{labels.published}:</span>
            {study.publishDate}
          </li>
          <li className="flex items-center gap-2">
            <Download className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {fillTemplate(labels.downloads, { count: study.downloadCount })}
          </li>
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-x-4 gap-y-2 border-t pt-4">
        {study.document ? (
          <DocumentDownloadButton
            size="sm"
            document={study.document}
            label={accessLabel}
            hiddenLabel={study.title}
            aria-describedby={hintId}
          />
        ) : (
          <Button asChild size="sm">
            <Link to={study.href} aria-describedby={hintId}>
              {accessLabel}
              <span className="sr-only">: {study.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <span
          id={hintId}
          className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
        >
          {study.document ? (
            <FileDown className="size-3.5" aria-hidden="true" />
          ) : (
            <ArrowRight className="size-3.5" aria-hidden="true" />
          )}
          {hint}
        </span>
      </CardFooter>
    </InteractiveCard>
  );
}
