import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CoverImage } from "@/components/resources/cover-image";
import type { ArticleHeaderContent } from "@/content/types";
import type { Cover } from "@/lib/covers";
import { initials } from "@/lib/blog";
import { cn } from "@/lib/utils";
import { ArticleMeta } from "@/components/resources/article/article-meta";

type ArticleHeaderSectionProps = ArticleHeaderContent & {
  /** As shown, e.g. "6 min read". */
  readTime: string;
  /** Share and bookmark buttons. */
  actions?: ReactNode;
  /** The article's generated cover, beside the title on wide screens (loaded at once). */
  cover?: Cover;
};

/** The top of an article: back link, category, the page's h1, lead, byline, facts, actions and its cover. */
export function ArticleHeaderSection({
  backLink,
  category,
  title,
  excerpt,
  author,
  authorTitle,
  date,
  readTime,
  views,
  viewsLabel,
  actions,
  cover,
}: ArticleHeaderSectionProps) {
  return (
    <section
      id="hero"
      className="border-b bg-gradient-to-b from-accent/60 to-background pt-8 pb-12 sm:pt-10 sm:pb-16"
    >
      <div className="container">
        <div
          className={cn(
            "mx-auto max-w-6xl",
            cover && "lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-12",
          )}
        >
          <div className="max-w-4xl">
            <Button asChild variant="quiet" size="sm" className="-ml-3">
              <Link to={backLink.href}>
                <ArrowLeft aria-hidden="true" />
                {backLink.label}
              </Link>
            </Button>
            <div className="mt-8 flex flex-wrap gap-2">
              <Badge variant="soft">{category}</Badge>
            </div>
            <h1 className="mt-4 text-h1">{title}</h1>
            <p className="mt-5 text-lg text-muted-foreground sm:text-xl">{excerpt}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-t pt-6">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                >
                  {initials(author)}
                </span>
                <div className="leading-tight">
                  <p className="font-semibold">{author}</p>
                  {authorTitle && (
                    <p className="mt-0.5 text-sm text-muted-foreground">{authorTitle}</p>
                  )}
                </div>
              </div>
              <ArticleMeta date={date} readTime={readTime} views={views} viewsLabel={viewsLabel} />
            </div>
            {actions && <div className="mt-6 flex flex-wrap items-center gap-3">{actions}</div>}
          </div>
          {cover && (
            <CoverImage
              cover={cover}
              priority
              className="mt-10 max-w-xl rounded-xl border shadow-lg lg:mt-20"
            />
          )}
        </div>
      </div>
    </section>
  );
}
