import type { BlogPostMeta } from "@/content/types";
import { BlogPostCard, type BlogPostCardLabels } from "@/components/resources/blog/blog-post-card";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type BlogRelatedSectionProps = {
  title: string;
  description: string;
  posts: readonly BlogPostMeta[];
  cardLabels: BlogPostCardLabels;
};

/** Up to three posts from the same category, under an article. */
export function BlogRelatedSection({
  title,
  description,
  posts,
  cardLabels,
}: BlogRelatedSectionProps) {
  if (posts.length === 0) return null;
  return (
    <Section id="related" tone="muted">
      <SectionHeading title={title} description={description} align="left" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="stagger-item">
            <BlogPostCard post={post} labels={cardLabels} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
