import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { BlogPostMeta } from "@/content/types";
import { cn } from "@/lib/utils";
import { ArticleMeta } from "@/components/resources/article/article-meta";

type FeaturedArticle = Pick<
  BlogPostMeta,
  "title" | "excerpt" | "author" | "date" | "readTime" | "views"
> & { comments?: number };

type FeaturedArticleSummaryProps = {
  /** The badge row over the title (the eyebrow, the category …). */
  badges: ReactNode;
  article: FeaturedArticle;
  viewsLabel: string;
  commentsLabel?: string;
  /** A line under the byline (how the article is doing). */
  note?: ReactNode;
  href: string;
  readLabel: string;
  /** Buttons after the read link (Share). */
  actions?: ReactNode;
  className?: string;
};

/** The text half of a featured article (blog, insights): badges, title, excerpt, byline and the read link. */
export function FeaturedArticleSummary({
  badges,
  article,
  viewsLabel,
  commentsLabel,
  note,
  href,
  readLabel,
  actions,
  className,
}: FeaturedArticleSummaryProps) {
  return (
    <div className={cn("flex flex-col gap-5 p-6 sm:p-10", className)}>
      <div className="flex flex-wrap items-center gap-2">{badges}</div>
      <h2 className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
        {article.title}
      </h2>
      <p className="text-lg text-muted-foreground">{article.excerpt}</p>
      <ArticleMeta
        author={article.author}
        date={article.date}
        readTime={article.readTime}
        views={article.views}
        viewsLabel={viewsLabel}
        comments={article.comments}
        commentsLabel={commentsLabel}
      />
      {note}
      <div className={cn(actions && "mt-1 flex flex-wrap gap-3")}>
        <Button asChild size="lg">
          <Link to={href}>
            {readLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        {actions}
      </div>
    </div>
  );
}
