import { Sparkles } from "lucide-react";
import { earlyMark } from "@/boot/early-search-marks";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CoverImage } from "@/components/resources/cover-image";
import type { BlogPageContent, BlogPostMeta } from "@/content/types";
import { coverOf } from "@/lib/covers";
import { FeaturedArticleSummary } from "@/components/resources/article/featured-article-summary";
import { Section } from "@/components/sections/section";

type BlogFeaturedSectionProps = BlogPageContent["featured"] & {
  post: BlogPostMeta;
  viewsLabel: string;
  /** Hidden by the early search while it shows results, as the page removes it then. */
  earlyHide?: boolean;
};

/** The featured article above the blog listing (it is not part of the list), with its cover. */
export function BlogFeaturedSection({
  id,
  post,
  eyebrow,
  readLabel,
  viewsLabel,
  earlyHide = false,
}: BlogFeaturedSectionProps) {
  return (
    <Section id={id} continued {...(earlyHide ? earlyMark("hide") : {})}>
      <Card className="overflow-hidden md:grid md:grid-cols-5">
        <div className="relative md:col-span-2">
          <CoverImage
            cover={coverOf("blog", post)}
            priority
            className="border-b md:absolute md:inset-0 md:h-full md:border-r md:border-b-0"
          />
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
