import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { Cover } from "@/lib/covers";
import { ArticleMeta } from "@/components/resources/article/article-meta";
import { ResourceCard } from "@/components/resources/resource-card";
import { StaticPart } from "@/components/sections/static-part";

type ArticleCardProps = {
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** ISO date. */
  date: string;
  readTime: string;
  href: string;
  /** The article's generated cover. */
  cover?: Cover;
  /**
   * The link-styled words at the foot of the card ('Read More'). The title is the card's one
   * link, so these are its visual twin: seen, clickable through the card, not read twice.
   */
  readLabel: string;
  /** Beside the category badge (a Trending badge). */
  badges?: ReactNode;
  /** At the right of the top row (counts, a bookmark button). */
  corner?: ReactNode;
  /** Cut the excerpt to three lines. */
  clampExcerpt?: boolean;
  className?: string;
};

/** An article on a listing (blog posts, insights): cover, category, counts, title (its link), excerpt and byline. */
export function ArticleCard({
  title,
  excerpt,
  category,
  author,
  date,
  readTime,
  href,
  cover,
  readLabel,
  badges,
  corner,
  clampExcerpt = false,
  className,
}: ArticleCardProps) {
  return (
    <ResourceCard
      variant="article"
      href={href}
      cover={cover}
      className={className}
      top={
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <StaticPart>
              <Badge variant="soft">{category}</Badge>
              {badges}
            </StaticPart>
          </div>
          {corner}
        </div>
      }
      title={title}
      description={excerpt}
      clampDescription={clampExcerpt}
      footer={
        <StaticPart>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 group-hover:underline [&_svg]:size-4 [&_svg]:transition-transform group-hover:[&_svg]:translate-x-0.5"
          >
            {readLabel}
            <ArrowRight />
          </span>
        </StaticPart>
      }
    >
      <ArticleMeta author={author} date={date} readTime={readTime} authorLine />
    </ResourceCard>
  );
}
