import { ArrowRight, Eye } from "lucide-react";
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
import type { ArticleBookmarkCopy, BlogPostMeta } from "@/content/types";
import { cn } from "@/lib/utils";
import { ArticleBookmarkButton } from "@/components/resources/article/article-bookmark-button";
import { ArticleMeta } from "@/components/resources/article/article-meta";

export type BlogPostCardLabels = {
  readMoreLabel: string;
  viewsLabel: string;
  bookmark: ArticleBookmarkCopy;
};

type BlogPostCardProps = {
  post: BlogPostMeta;
  labels: BlogPostCardLabels;
  className?: string;
};

/** A post on the listing and under articles: category, views, bookmark, title, excerpt, byline and 'Read More'. */
export function BlogPostCard({ post, labels, className }: BlogPostCardProps) {
  return (
    <InteractiveCard className={cn("h-full", className)}>
      <CardHeader className="gap-3 pb-4">
        <div className="flex items-center justify-between gap-3">
          <Badge variant="soft">{post.category}</Badge>
          <div className="-mr-2 flex items-center gap-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Eye className="size-4" aria-hidden="true" />
              {post.views}
              <span className="sr-only"> {labels.viewsLabel}</span>
            </span>
            <ArticleBookmarkButton slug={post.slug} title={post.title} copy={labels.bookmark} />
          </div>
        </div>
        <CardTitle className="text-xl">{post.title}</CardTitle>
        <CardDescription className="line-clamp-3 text-base">{post.excerpt}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-end">
        <ArticleMeta author={post.author} date={post.date} readTime={post.readTime} />
      </CardContent>
      <CardFooter className="border-t pt-4">
        <Link
          to={`/resources/blog/${post.slug}`}
          className="group/link inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline hover:underline-offset-4"
          // The title makes each of the many identical links distinguishable to screen readers.
          aria-label={`${labels.readMoreLabel}: ${post.title}`}
        >
          {labels.readMoreLabel}
          {/* The aria-label names the link; this makes its text descriptive too (search engines read text). */}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight
            className="size-4 transition-transform group-hover/link:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
      </CardFooter>
    </InteractiveCard>
  );
}
