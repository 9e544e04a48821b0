import { Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { BlogPageContent, BlogPostMeta } from "@/content/types";
import { FeaturedArticleSummary } from "@/components/resources/article/featured-article-summary";
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
        <FeaturedArticleSummary
          className="md:col-span-3"
          badges={
            <>
              <Badge>
                <Sparkles aria-hidden="true" />
                {eyebrow}
              </Badge>
              <Badge variant="soft">{post.category}</Badge>
            </>
          }
          article={post}
          viewsLabel={viewsLabel}
          href={`/resources/blog/${post.slug}`}
          readLabel={readLabel}
        />
      </Card>
    </Section>
  );
}
