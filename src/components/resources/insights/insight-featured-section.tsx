import { ArrowRight, TrendingUp } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { FeaturedInsight, InsightsPageContent } from "@/content/types";
import { ArticleMeta } from "@/components/resources/article/article-meta";
import { ArticleShareButton } from "@/components/resources/article/article-share-button";
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
    <Section id={copy.id} className="pb-0 sm:pb-0">
      <Card className="overflow-hidden lg:grid lg:grid-cols-5">
        <div className="flex flex-col gap-5 p-6 sm:p-10 lg:col-span-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{copy.eyebrow}</Badge>
            <Badge variant="soft">{insight.category}</Badge>
            {insight.trending && (
              <Badge variant="outline">
                <TrendingUp aria-hidden="true" />
                {trendingLabel}
              </Badge>
            )}
          </div>
          <h2 className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
            {insight.title}
          </h2>
          <p className="text-lg text-muted-foreground">{insight.excerpt}</p>
          <ArticleMeta
            author={insight.author}
            date={insight.publishDate}
            readTime={insight.readTime}
            views={insight.views}
            viewsLabel={copy.viewsLabel}
            comments={insight.comments}
            commentsLabel={copy.commentsLabel}
          />
          <p className="inline-flex items-center gap-2 text-sm font-medium text-success">
            <TrendingUp className="size-4" aria-hidden="true" />
            {insight.engagement}
          </p>
          <div className="mt-1 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={insight.href}>
                {copy.readLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <ArticleShareButton
              copy={copy.share}
              title={insight.title}
              text={insight.excerpt}
              path={insight.href}
              size="lg"
            />
          </div>
        </div>
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
