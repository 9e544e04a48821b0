import { BlogFeaturedSection } from "@/components/resources/blog/blog-featured-section";
import { BlogPostsSection } from "@/components/resources/blog/blog-posts-section";
import { ListingHero } from "@/components/resources/listing-hero";
import { listingHeadingId } from "@/components/resources/listing-section";
import { blogPage as page } from "@/content/resources/blog/blog-page";
import { posts } from "@/content/resources/blog/posts";
import { blogCategories } from "@/content/types";
import { useListingParams } from "@/hooks/use-listing-params";
import { featuredPost, filterPosts, listedPosts } from "@/lib/blog";
import { fillTemplate } from "@/lib/text";

const featured = featuredPost(posts);
const listed = listedPosts(posts);

export default function BlogPage() {
  const listing = useListingParams({ category: blogCategories });
  const { category } = listing.facets;
  // How many posts match (without the Saved toggle), beside the box the visitor types in.
  const matches = fillTemplate(
    category ? page.list.matchesSummaryInCategory : page.list.matchesSummary,
    {
      count: filterPosts(listed, { category, query: listing.query }).length,
      total: listed.length,
      category: category ?? "",
    },
  );
  return (
    <>
      <ListingHero
        page={page}
        listing={listing}
        matches={{
          label: matches,
          resultsId: listingHeadingId(page.list.id),
          earlyTemplate: page.list.matchesSummary,
        }}
      />
      {/* While searching, the results follow the search box directly. */}
      {featured && !listing.searching && (
        <BlogFeaturedSection
          {...page.featured}
          post={featured}
          viewsLabel={page.list.viewsLabel}
          earlyHide
        />
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
    </>
  );
}
