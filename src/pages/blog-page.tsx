import { BlogFeaturedSection } from "@/components/resources/blog/blog-featured-section";
import { BlogPostsSection } from "@/components/resources/blog/blog-posts-section";
import { NewsletterSection } from "@/components/sections/newsletter-section";
import { ListingHero } from "@/components/resources/listing-hero";
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
      <ListingHero page={page} listing={listing} />
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
