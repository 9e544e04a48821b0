import { ArrowRight, TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { FeaturedInsight, InsightsPageContent } from "@/content/types";
import { ArticleShareButton } from "@/components/resources/article/article-share-button";
import { FeaturedArticleSummary } from "@/components/resources/article/featured-article-summary";
import { Section } from "@/components/sections/section";

type InsightFeaturedSectionProps = InsightsPageContent["featured"] & {
  insight: FeaturedInsight;
  trendingLabel: string;
  /** The analysis's section headings, listed beside the summary. */
  contents: string[];
};

/** The featured analysis: summary, byline, counts, 'Read Full Analysis', Share, and what the analysis covers. */
export function InsightFeaturedSection({
  insight,
  trendingLabel,
  contents,
  ...copy
}: InsightFeaturedSectionProps) {
  return (
    <Section id={copy.id} continued interactive>
      <Card className="overflow-hidden lg:grid lg:grid-cols-5">
        <FeaturedArticleSummary
          className="lg:col-span-3"
          badges={
            <>
              <Badge>{copy.eyebrow}</Badge>
              <Badge variant="soft">{insight.category}</Badge>
              {insight.trending && (
                <Badge variant="outline">
                  <TrendingUp aria-hidden="true" />
                  {trendingLabel}
                </Badge>
              )}
            </>
          }
          article={{ ...insight, date: insight.publishDate }}
          viewsLabel={copy.viewsLabel}
          commentsLabel={copy.commentsLabel}
          note={
            <p className="inline-flex items-center gap-2 text-sm font-medium text-success">
              <TrendingUp className="size-4" aria-hidden="true" />
              {insight.engagement}
            </p>
          }
          href={insight.href}
          readLabel={copy.readLabel}
          actions={
            <ArticleShareButton
              copy={copy.share}
              title={insight.title}
              text={insight.excerpt}
              path={insight.href}
              size="lg"
            />
          }
        />
        <div className="relative border-t bg-gradient-to-br from-primary/15 via-accent/60 to-card p-6 sm:p-10 lg:col-span-2 lg:border-t-0 lg:border-l">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">
            {copy.contentsTitle}
          </p>
          <ol className="mt-5 space-y-3">
            {contents.map((item) => {
              const [, number, text] = /^(\d+)\.\s+(.*)$/.exec(item) ?? [null, null, item];
              return (
                <li key={item} className="flex items-start gap-3 text-sm leading-snug">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-background text-xs font-bold text-primary shadow-sm"
                  >
                    {number ?? <ArrowRight className="size-3.5" />}
                  </span>
                  <span className="pt-0.5">{text}</span>
                </li>
              );
            })}
          </ol>
        </div>
      </Card>
    </Section>
  );
}
