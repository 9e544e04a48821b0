import { InsightContributorsSection } from "@/components/resources/insights/insight-contributors-section";
import { InsightFeaturedSection } from "@/components/resources/insights/insight-featured-section";
import { InsightLibrarySection } from "@/components/resources/insights/insight-library-section";
import { InsightTopicsSection } from "@/components/resources/insights/insight-topics-section";
import { CtaSection } from "@/components/sections/cta-section";
import { ListingHero } from "@/components/resources/listing-hero";
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

export default function InsightsPage() {
  const listing = useListingParams({ category: insightCategories });
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
          <InsightTopicsSection {...page.topics} topics={trendingTopics} />
        </>
      )}
      <InsightLibrarySection
        {...page.library}
        insights={insights}
        empty={page.empty}
        listing={listing}
      />
      <InsightContributorsSection {...page.contributors} contributors={contributors} />
      <CtaSection {...page.cta} />
    </>
  );
}
