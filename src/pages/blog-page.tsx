import { Seo } from "@/components/layout/seo";
import { BlogFeaturedSection } from "@/components/resources/blog/blog-featured-section";
import { BlogPostsSection } from "@/components/resources/blog/blog-posts-section";
import { NewsletterSection } from "@/components/sections/newsletter-section";
import { PageHero } from "@/components/sections/page-hero";
import { ListingSearch } from "@/components/resources/resources-library";
import { blogPage as page } from "@/content/resources/blog/blog-page";
import { posts } from "@/content/resources/blog/posts";
import { blogCategories } from "@/content/types";
import { useListingParams } from "@/hooks/use-listing-params";
import { featuredPost, listedPosts } from "@/lib/blog";

const featured = featuredPost(posts);
const listed = listedPosts(posts);

export default function BlogPage() {
  const listing = useListingParams({ category: blogCategories });
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero}>
        <ListingSearch copy={page.search} listing={listing} />
      </PageHero>
      {/* While searching, the results follow the search box directly. */}
      {featured && !listing.searching && (
        <BlogFeaturedSection {...page.featured} post={featured} viewsLabel={page.list.viewsLabel} />
      )}
      <BlogPostsSection
        {...page.list}
        posts={listed}
        allPosts={posts}
        empty={page.empty}
        emptySaved={page.emptySaved}
        bookmark={page.bookmark}
        listing={listing}
      />
      <NewsletterSection {...page.newsletter} />
    </>
  );
}
