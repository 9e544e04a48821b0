import { ArrowRight, TrendingUp } from "lucide-react";
import { useState } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import {
  insightCategories,
  type BlogEmptyCopy,
  type Insight,
  type InsightCategory,
  type InsightsPageContent,
} from "@/content/types";
import { fill, filterInsights } from "@/lib/blog";
import { ArticleMeta } from "@/components/resources/article/article-meta";
import { BlogEmptyState } from "@/components/resources/blog/blog-empty-state";
import { FilterChips } from "@/components/ui/filter-chips";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type InsightCardProps = { insight: Insight; copy: InsightsPageContent["library"] };

function InsightCard({ insight, copy }: InsightCardProps) {
  return (
    <InteractiveCard className="h-full">
      <CardHeader className="gap-3 pb-4">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="soft">{insight.category}</Badge>
            {insight.trending && (
              <Badge variant="outline" className="border-primary/40 text-primary">
                <TrendingUp aria-hidden="true" />
                {copy.trendingLabel}
              </Badge>
            )}
          </div>
          <ArticleMeta
            views={insight.views}
            viewsLabel={copy.viewsLabel}
            comments={insight.comments}
            commentsLabel={copy.commentsLabel}
            className="gap-x-3"
          />
        </div>
        <CardTitle className="text-xl">{insight.title}</CardTitle>
        <CardDescription className="text-base">{insight.excerpt}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-end">
        <ArticleMeta
          author={insight.author}
          date={insight.publishDate}
          readTime={insight.readTime}
        />
      </CardContent>
      <CardFooter className="border-t pt-4">
        <Link
          to={insight.href}
          className="group/link inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline hover:underline-offset-4"
          // The title makes each of the many identical links distinguishable to screen readers.
          aria-label={`${copy.readLabel}: ${insight.title}`}
        >
          {copy.readLabel}
          <ArrowRight
            className="size-4 transition-transform group-hover/link:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
      </CardFooter>
    </InteractiveCard>
  );
}

type InsightLibrarySectionProps = {
  insights: readonly Insight[];
  copy: InsightsPageContent["library"];
  empty: BlogEmptyCopy;
  /** The search text from the box above. */
  query: string;
  onClearQuery: () => void;
};

/** The category chips (All Insights first, selected by default) and the filtered insight cards. */
export function InsightLibrarySection({
  insights,
  copy,
  empty,
  query,
  onClearQuery,
}: InsightLibrarySectionProps) {
  const [category, setCategory] = useState<InsightCategory | null>(null);
  const visible = filterInsights(insights, { category, query });
  const chips: { label: string; value: InsightCategory | null }[] = [
    { label: copy.allLabel, value: null },
    ...insightCategories.map((value) => ({ label: value, value })),
  ];

  return (
    <Section id="latest-insights">
      <SectionHeading
        title={copy.title}
        description={copy.description}
        align="left"
        className="mb-8 sm:mb-8"
      />
      <div className="flex flex-col gap-4 border-b pb-6">
        <FilterChips
          label={copy.categoriesLabel}
          options={chips}
          value={category}
          onChange={setCategory}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {fill(copy.summary, { count: visible.length, total: insights.length })}
        </p>
      </div>
      <div className="mt-8">
        {visible.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((insight) => (
              <li key={insight.title} className="stagger-item">
                <InsightCard insight={insight} copy={copy} />
              </li>
            ))}
          </ul>
        ) : (
          <BlogEmptyState
            copy={empty}
            onClear={() => {
              setCategory(null);
              onClearQuery();
            }}
          />
        )}
      </div>
    </Section>
  );
}
