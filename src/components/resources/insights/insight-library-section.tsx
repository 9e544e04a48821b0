import { TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { facetOptions, FilterChips } from "@/components/ui/filter-chips";
import {
  insightCategories,
  type EmptyStateCopy,
  type Insight,
  type InsightsPageContent,
} from "@/content/types";
import type { ListingParams } from "@/hooks/use-listing-params";
import { filterItems, listingFields } from "@/lib/listing";
import { fillTemplate } from "@/lib/text";
import { ArticleMeta } from "@/components/resources/article/article-meta";
import { ArticleCard } from "@/components/resources/resources-article-card";
import { ArticleListingSection } from "@/components/resources/resources-library";

type InsightLibrarySectionProps = InsightsPageContent["library"] & {
  insights: readonly Insight[];
  empty: EmptyStateCopy;
  /** The search and category, kept in the address (?q=…&category=…). */
  listing: ListingParams<{ category: typeof insightCategories }>;
};

/** The category chips (All Insights first, selected by default) and the filtered insight cards. */
export function InsightLibrarySection({
  insights,
  empty,
  listing,
  ...copy
}: InsightLibrarySectionProps) {
  const { query, facets, setFacet, clear } = listing;
  const visible = filterItems(insights, { query, facets }, listingFields);

  return (
    <ArticleListingSection
      id={copy.id}
      title={copy.title}
      description={copy.description}
      filters={
        <>
          <FilterChips
            label={copy.categoriesLabel}
            options={facetOptions(copy.allLabel, insightCategories)}
            value={facets.category}
            onChange={(value) => setFacet("category", value)}
          />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {fillTemplate(copy.summary, { count: visible.length, total: insights.length })}
          </p>
        </>
      }
    >
      {visible.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((insight) => (
            <li key={insight.title} className="stagger-item">
              <ArticleCard
                {...insight}
                date={insight.publishDate}
                readLabel={copy.readLabel}
                badges={
                  insight.trending && (
                    <Badge variant="outline" className="border-primary/40 text-primary">
                      <TrendingUp aria-hidden="true" />
                      {copy.trendingLabel}
                    </Badge>
                  )
                }
                corner={
                  <ArticleMeta
                    views={insight.views}
                    viewsLabel={copy.viewsLabel}
                    comments={insight.comments}
                    commentsLabel={copy.commentsLabel}
                    className="gap-x-3"
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState {...empty} onClear={clear} />
      )}
    </ArticleListingSection>
  );
}
