import type { BlogPostMeta } from "@/content/types";
import { BlogPostCard, type BlogPostCardLabels } from "@/components/resources/blog/blog-post-card";
import { Section } from "@/components/sections/section";

type BlogRelatedSectionProps = {
  title: string;
  description: string;
  posts: readonly BlogPostMeta[];
  cardLabels: BlogPostCardLabels;
};

/** Up to three posts from the same category, under an article. */
export function BlogRelatedSection({ posts, cardLabels, ...intro }: BlogRelatedSectionProps) {
  if (posts.length === 0) return null;
  return (
    <Section id="related" tone="muted" align="left" {...intro} interactive>
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
