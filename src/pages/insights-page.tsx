import { InsightContributorsSection } from "@/components/resources/insights/insight-contributors-section";
import { InsightFeaturedSection } from "@/components/resources/insights/insight-featured-section";
import { InsightLibrarySection } from "@/components/resources/insights/insight-library-section";
import { InsightTopicsSection } from "@/components/resources/insights/insight-topics-section";
import { CtaSection } from "@/components/sections/cta-section";
import { ListingHero } from "@/components/resources/listing-hero";
import { listingHeadingId } from "@/components/resources/listing-section";
import { revealResults } from "@/components/resources/listing-search";
import { insightArticle } from "@/content/resources/insights/ai-predictions-2025";
import {
  contributors,
  featuredInsight,
  insights,
  insightsPage as page,
  trendingTopics,
} from "@/content/resources/insights/insights";
import { insightCategories } from "@/content/types";
import { useListingParams } from "@/hooks/use-listing-params";
import { tableOfContents } from "@/lib/blog";

const analysisContents = tableOfContents(insightArticle.body).map((entry) => entry.text);
const topicNames = trendingTopics.map((topic) => topic.name);
const { activeLabel, clearLabel, ...topicsSection } = page.topics;

export default function InsightsPage() {
  const listing = useListingParams({ category: insightCategories, topic: topicNames });

  function chooseTopic(topic: string | null) {
    listing.setFacet("topic", topic);
    // The list changes further down the page: take the visitor there (its count is announced).
    if (topic) revealResults(listingHeadingId(page.library.id));
  }

  return (
    <>
      <ListingHero page={page} listing={listing} />
      {/* While searching, the results follow the search box directly. */}
      {!listing.searching && (
        <>
          <InsightFeaturedSection
            {...page.featured}
            insight={featuredInsight}
            trendingLabel={page.library.trendingLabel}
            contents={analysisContents}
          />
          <InsightTopicsSection
            {...topicsSection}
            topics={trendingTopics}
            value={listing.facets.topic}
            onChange={chooseTopic}
          />
        </>
      )}
      <InsightLibrarySection
        {...page.library}
        insights={insights}
        empty={page.empty}
        listing={listing}
        topicCopy={{ activeLabel, clearLabel }}
      />
      <InsightContributorsSection {...page.contributors} contributors={contributors} />
      <CtaSection {...page.cta} />
    </>
  );
}
