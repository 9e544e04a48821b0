import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { BlogPageContent, BlogPostMeta } from "@/content/types";
import { ArticleMeta } from "@/components/resources/article/article-meta";
import { Section } from "@/components/sections/section";

type BlogFeaturedSectionProps = BlogPageContent["featured"] & {
  post: BlogPostMeta;
  viewsLabel: string;
};

/** The featured article above the blog listing (it is not part of the list). */
export function BlogFeaturedSection({
  id,
  post,
  eyebrow,
  readLabel,
  viewsLabel,
}: BlogFeaturedSectionProps) {
  return (
    <Section id={id} className="pb-0 sm:pb-0">
      <Card className="overflow-hidden md:grid md:grid-cols-5">
        <div
          aria-hidden="true"
          className="relative flex min-h-44 items-center justify-center overflow-hidden bg-gradient-to-br from-primary/25 via-accent to-card md:col-span-2 md:min-h-full"
        >
          <div className="absolute inset-0 bg-[radial-gradient(hsl(var(--primary)/0.18)_1px,transparent_1px)] [background-size:18px_18px]" />
          <div className="absolute -top-16 -left-16 size-56 rounded-full bg-primary/20 blur-3xl" />
          <span className="relative flex size-20 items-center justify-center rounded-2xl border bg-background/80 text-primary shadow-lg backdrop-blur">
            <Sparkles className="size-10" />
          </span>
        </div>
        <div className="flex flex-col gap-5 p-6 sm:p-10 md:col-span-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>
              <Sparkles aria-hidden="true" />
              {eyebrow}
            </Badge>
            <Badge variant="soft">{post.category}</Badge>
          </div>
          <h2 className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
            {post.title}
          </h2>
          <p className="text-lg text-muted-foreground">{post.excerpt}</p>
          <ArticleMeta
            author={post.author}
            date={post.date}
            readTime={post.readTime}
            views={post.views}
            viewsLabel={viewsLabel}
          />
          <div>
            <Button asChild size="lg">
              <Link to={`/resources/blog/${post.slug}`}>
                {readLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </Card>
    </Section>
  );
}
