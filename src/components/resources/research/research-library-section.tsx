import { ArrowRight, Calendar, Download, SlidersHorizontal, Users } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { facetOptions, FilterChips } from "@/components/ui/filter-chips";
import type { ResearchPageContent, ResearchStudy } from "@/content/types";
import { fillTemplate } from "@/lib/text";
import { LibraryFilters } from "@/components/resources/library-filters";
import { ListingSection, type DocumentLibraryProps } from "@/components/resources/listing-section";
import { documentCardBasics, ResourceCard } from "@/components/resources/resource-card";
import { StaticPart } from "@/components/sections/static-part";

type Library = ResearchPageContent["library"];
type Labels = ResearchPageContent["labels"];

/** Category buttons, the 'Advanced Filter' panel with the type buttons, the count and the study cards. */
export function ResearchLibrarySection({
  resultsId,
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
  labels,
  listing,
  ...library
}: DocumentLibraryProps<ResearchPageContent, ResearchStudy>) {
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const type = listing.facets.type ?? null;
  const advancedActive = type ? 1 : 0;

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
          label={categoryLabel}
          allLabel={allCategoriesLabel}
          categories={categories}
          listing={listing}
          countLine={countLine}
          toolbar={
            <Button
              variant={panelOpen ? "secondary" : "outline"}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              {advancedFilterLabel}
              {advancedActive > 0 && (
                <Badge size="count" className="ml-1">
                  <span aria-hidden="true">{advancedActive}</span>
                  <span className="sr-only">
                    {fillTemplate(activeFiltersLabel, { count: advancedActive })}
                  </span>
                </Badge>
              )}
            </Button>
          }
        >
          <div
            id={panelId}
            hidden={!panelOpen}
            className="mt-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
          >
            <FilterChips
              label={typeLabel}
              showLabel
              options={facetOptions(allTypesLabel, types)}
              value={type}
              onChange={(value) => listing.setFacet("type", value)}
            />
            <Button variant="link" size="inline" className="mt-4" onClick={listing.clear}>
              {resetLabel}
            </Button>
          </div>
        </LibraryFilters>
      )}
      hrefOf={(study) => study.href}
      renderItem={(study) => (
        <ResearchStudyCard
          study={study}
          labels={labels}
          accessLabel={accessLabel}
          accessHints={accessHints}
        />
      )}
      empty={<EmptyState {...empty} onClear={listing.clear} />}
    />
  );
}

type ResearchStudyCardProps = {
  study: ResearchStudy;
  labels: Labels;
  accessLabel: string;
  accessHints: Library["accessHints"];
};

/**
 * A study: its title is the card's one link, to the study's report page. 'Access Research' is
 * the title's visual twin (clickable through the card, not announced twice).
 */
function ResearchStudyCard({ study, labels, accessLabel, accessHints }: ResearchStudyCardProps) {
  return (
    <ResourceCard
      {...documentCardBasics("research", study)}
      top={
        <StaticPart>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="soft">{study.type}</Badge>
            <Badge variant="outline">{study.category}</Badge>
          </div>
        </StaticPart>
      }
      footerClassName="flex-wrap justify-between gap-x-4 gap-y-2"
      footer={
        <StaticPart>
          <span
            aria-hidden="true"
            className={buttonVariants({ size: "sm", className: "group-hover:bg-primary/90" })}
          >
            {accessLabel}
            <ArrowRight className="motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5" />
          </span>
          <span className="text-xs text-muted-foreground">{accessHints.page}</span>
        </StaticPart>
      }
    >
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
    </ResourceCard>
  );
}
