import { useState } from "react";
import { Seo } from "@/components/layout/seo";
import { BlogSearchField } from "@/components/resources/blog/blog-search-field";
import { CtaSection } from "@/components/sections/cta-section";
import { InsightContributorsSection } from "@/components/resources/insights/insight-contributors-section";
import { InsightFeaturedSection } from "@/components/resources/insights/insight-featured-section";
import { InsightLibrarySection } from "@/components/resources/insights/insight-library-section";
import { InsightTopicsSection } from "@/components/resources/insights/insight-topics-section";
import { NewsletterSection } from "@/components/sections/newsletter-section";
import { PageHero } from "@/components/sections/page-hero";
import { insightArticle } from "@/content/resources/insights/ai-predictions-2025";
import {
  contributors,
  featuredInsight,
  insights,
  insightsPage as page,
  trendingTopics,
} from "@/content/resources/insights/insights";
import { tableOfContents } from "@/lib/blog";

const analysisContents = tableOfContents(insightArticle.body).map((entry) => entry.text);

export default function InsightsPage() {
  const [query, setQuery] = useState("");
  const searching = query.trim() !== "";
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        description={page.hero.description}
      >
        <BlogSearchField copy={page.search} value={query} onChange={setQuery} className="mt-10" />
      </PageHero>
      {/* While searching, the results follow the search box directly. */}
      {!searching && (
        <>
          <InsightFeaturedSection
            insight={featuredInsight}
            copy={page.featured}
            trendingLabel={page.library.trendingLabel}
            contents={analysisContents}
          />
          <InsightTopicsSection
            title={page.topics.title}
            description={page.topics.description}
            topics={trendingTopics}
          />
        </>
      )}
      <InsightLibrarySection
        insights={insights}
        copy={page.library}
        empty={page.empty}
        query={query}
        onClearQuery={() => setQuery("")}
      />
      <InsightContributorsSection copy={page.contributors} contributors={contributors} />
      <NewsletterSection
        id="subscribe"
        title={page.newsletter.title}
        description={page.newsletter.description}
        submitLabel={page.newsletter.submitLabel}
      />
      <CtaSection id="custom-analysis" {...page.cta} />
    </>
  );
}
