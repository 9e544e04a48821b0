import { TrendingUp, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { facetOptions, FilterChips } from "@/components/ui/filter-chips";
import {
  insightCategories,
  type EmptyStateCopy,
  type Insight,
  type InsightsPageContent,
} from "@/content/types";
import type { ListingParams } from "@/hooks/use-listing-params";
import { coverOf } from "@/lib/covers";
import { filterItems, listingFields } from "@/lib/listing";
import { fillTemplate } from "@/lib/text";
import { ArticleMeta } from "@/components/resources/article/article-meta";
import { ArticleCard } from "@/components/resources/resources-article-card";
import { ListingSection } from "@/components/resources/listing-section";
import { StaticPart } from "@/components/sections/static-part";

type InsightLibrarySectionProps = InsightsPageContent["library"] & {
  insights: readonly Insight[];
  empty: EmptyStateCopy;
  /** The search, category and trending topic, kept in the address (?q=…&category=…&topic=…). */
  listing: ListingParams<{ category: typeof insightCategories; topic: readonly string[] }>;
  /** What the library says while a trending topic is chosen. */
  topicCopy: Pick<InsightsPageContent["topics"], "activeLabel" | "clearLabel">;
};

/** The category chips (All Insights first, selected by default), the chosen topic and the filtered insight cards. */
export function InsightLibrarySection({
  insights,
  empty,
  listing,
  topicCopy,
  ...copy
}: InsightLibrarySectionProps) {
  const { query, facets, setFacet, clear } = listing;
  const { category, topic } = facets;
  const onTopic = topic ? insights.filter((insight) => insight.topics?.includes(topic)) : insights;
  const matching = filterItems(onTopic, { query, facets: { category } }, listingFields);

  return (
    <ListingSection
      look="articles"
      cards="articles"
      id={copy.id}
      title={copy.title}
      description={copy.description}
      items={insights}
      matching={matching}
      listing={listing}
      summary={{
        template: copy.summary,
        after: topic && (
          <>
            {" · "}
            <span className="font-medium text-foreground">
              {fillTemplate(topicCopy.activeLabel, { topic })}
            </span>
          </>
        ),
      }}
      filters={(countLine) => (
        <>
          <FilterChips
            label={copy.categoriesLabel}
            options={facetOptions(copy.allLabel, insightCategories)}
            value={category}
            onChange={(value) => setFacet("category", value)}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {countLine}
            {topic && (
              <Button variant="outline" size="sm" onClick={() => setFacet("topic", null)}>
                <X aria-hidden="true" />
                {topicCopy.clearLabel}
              </Button>
            )}
          </div>
        </>
      )}
      hrefOf={(insight) => insight.href}
      renderItem={(insight) => (
        <ArticleCard
          {...insight}
          cover={coverOf("insights", insight)}
          date={insight.publishDate}
          readLabel={copy.readLabel}
          badges={
            insight.trending && (
              <Badge variant="outline-primary">
                <TrendingUp aria-hidden="true" />
                {copy.trendingLabel}
              </Badge>
            )
          }
          corner={
            <StaticPart>
              <ArticleMeta
                views={insight.views}
                viewsLabel={copy.viewsLabel}
                comments={insight.comments}
                commentsLabel={copy.commentsLabel}
                dense
              />
            </StaticPart>
          }
        />
      )}
      empty={<EmptyState {...empty} onClear={clear} />}
    />
  );
}
