import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { CardLink } from "@/components/ui/card-link";
import { ArticleMeta } from "@/components/resources/article/article-meta";
import { ResourceCard } from "@/components/resources/resource-card";

type ArticleCardProps = {
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** ISO date. */
  date: string;
  readTime: string;
  href: string;
  /** The link at the foot of the card ('Read More'); screen readers hear the title after it. */
  readLabel: string;
  /** Beside the category badge (a Trending badge). */
  badges?: ReactNode;
  /** At the right of the top row (counts, a bookmark button). */
  corner?: ReactNode;
  /** Cut the excerpt to three lines. */
  clampExcerpt?: boolean;
  className?: string;
};

/** An article on a listing (blog posts, insights): category, counts, title, excerpt, byline and its link. */
export function ArticleCard({
  title,
  excerpt,
  category,
  author,
  date,
  readTime,
  href,
  readLabel,
  badges,
  corner,
  clampExcerpt = false,
  className,
}: ArticleCardProps) {
  return (
    <ResourceCard
      variant="article"
      className={className}
      top={
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="soft">{category}</Badge>
            {badges}
          </div>
          {corner}
        </div>
      }
      title={title}
      description={excerpt}
      clampDescription={clampExcerpt}
      footer={
        <CardLink
          to={href}
          label={readLabel}
          subject={title}
          className="group/link inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline hover:underline-offset-4 [&_svg]:size-4 [&_svg]:transition-transform group-hover/link:[&_svg]:translate-x-0.5"
        />
      }
    >
      <ArticleMeta author={author} date={date} readTime={readTime} />
    </ResourceCard>
  );
}
