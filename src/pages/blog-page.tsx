import { useState } from "react";
import { Seo } from "@/components/layout/seo";
import { BlogFeaturedSection } from "@/components/resources/blog/blog-featured-section";
import { BlogPostsSection } from "@/components/resources/blog/blog-posts-section";
import { BlogSearchField } from "@/components/resources/blog/blog-search-field";
import { NewsletterSection } from "@/components/sections/newsletter-section";
import { PageHero } from "@/components/sections/page-hero";
import { blogPage } from "@/content/resources/blog/blog-page";
import { posts } from "@/content/resources/blog/posts";
import { featuredPost, listedPosts } from "@/lib/blog";

const featured = featuredPost(posts);
const listed = listedPosts(posts);
const cardLabels = {
  readMoreLabel: blogPage.list.readMoreLabel,
  viewsLabel: blogPage.list.viewsLabel,
  bookmark: blogPage.bookmark,
};

export default function BlogPage() {
  const [query, setQuery] = useState("");
  return (
    <>
      <Seo meta={blogPage.meta} />
      <PageHero
        eyebrow={blogPage.hero.eyebrow}
        title={blogPage.hero.title}
        description={blogPage.hero.description}
      >
        <BlogSearchField
          copy={blogPage.search}
          value={query}
          onChange={setQuery}
          className="mt-10"
        />
      </PageHero>
      {/* While searching, the results follow the search box directly. */}
      {featured && !query.trim() && (
        <BlogFeaturedSection
          post={featured}
          eyebrow={blogPage.featured.eyebrow}
          readLabel={blogPage.featured.readLabel}
          viewsLabel={blogPage.list.viewsLabel}
        />
      )}
      <BlogPostsSection
        posts={listed}
        allPosts={posts}
        list={blogPage.list}
        empty={blogPage.empty}
        emptySaved={blogPage.emptySaved}
        cardLabels={cardLabels}
        query={query}
        onClearQuery={() => setQuery("")}
      />
      <NewsletterSection
        title={blogPage.newsletter.title}
        description={blogPage.newsletter.description}
        submitLabel={blogPage.newsletter.submitLabel}
      />
    </>
  );
}
