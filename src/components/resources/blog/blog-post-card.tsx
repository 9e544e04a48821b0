import { Eye } from "lucide-react";
import type { ArticleBookmarkCopy, BlogPostMeta } from "@/content/types";
import { ArticleBookmarkButton } from "@/components/resources/article/article-bookmark-button";
import { ArticleCard } from "@/components/resources/resources-article-card";
import { coverOf } from "@/lib/covers";
import { StaticPart } from "@/components/sections/static-part";

export type BlogPostCardLabels = {
  readMoreLabel: string;
  viewsLabel: string;
  bookmark: ArticleBookmarkCopy;
};

type BlogPostCardProps = { post: BlogPostMeta; labels: BlogPostCardLabels; className?: string };

/** A post on the listing and under articles: cover, category, views, bookmark, title (the card's link), excerpt, byline and 'Read More'. */
export function BlogPostCard({ post, labels, className }: BlogPostCardProps) {
  return (
    <ArticleCard
      {...post}
      href={`/resources/blog/${post.slug}`}
      cover={coverOf("blog", post)}
      readLabel={labels.readMoreLabel}
      clampExcerpt
      className={className}
      corner={
        <div className="-mr-2 flex items-center gap-1 text-sm text-muted-foreground">
          <StaticPart>
            <span className="inline-flex items-center gap-1.5">
              <Eye className="size-4" aria-hidden="true" />
              {post.views}
              <span className="sr-only"> {labels.viewsLabel}</span>
            </span>
          </StaticPart>
          <ArticleBookmarkButton
            slug={post.slug}
            title={post.title}
            copy={labels.bookmark}
            className="relative z-10"
          />
        </div>
      }
    />
  );
}
