/**
 * Where covers are seen together, read from the content and the functions the pages use
 * (never a list kept here): every order a listing can show its cards in (all of them, one
 * category, one study type, one topic), each article's related cards, and each page's full
 * set of covers. looks.ts gives neighbours in these orders different motifs and tones, and no
 * page two covers that look alike. Loaded through Vite, like items.ts (`@/` imports).
 */
import { posts } from "@/content/resources/blog/posts";
import { featuredInsight, insights, trendingTopics } from "@/content/resources/insights/insights";
import {
  featuredStudy,
  researchPage,
  researchStudies,
} from "@/content/resources/research/research";
import { resourcesPage } from "@/content/resources/resources";
import {
  featuredWhitePaper,
  whitePapers,
  whitePapersPage,
} from "@/content/resources/white-papers/white-papers";
import { blogCategories, insightCategories } from "@/content/types";
import { featuredPost, filterPosts, listedPosts, relatedPosts } from "@/lib/blog";
import { coverSlug, type CoverKind, type CoverSource } from "@/lib/covers";
import { filterItems, listingFields } from "@/lib/listing";

/** An item's cover by kind and slug: "blog/ai-ethics". */
export type CoverKey = string;

export const coverKey = (kind: CoverKind, item: CoverSource): CoverKey =>
  `${kind}/${coverSlug(item) ?? ""}`;

/**
 * Cards in the order a visitor sees them. Covers up to `reach` places apart never share a
 * motif (3: the card beside it and the one below it in a grid of three); in a listing's full
 * order (`tones`), next-door neighbours never share a tone either. Filtered and related orders
 * ask distinct motifs only: their cards meet in so many orders that three tones cannot keep
 * every pair apart (the four articles of a category are each other's related cards).
 */
export type CoverOrder = { name: string; keys: CoverKey[]; reach: number; tones: boolean };

/** Every cover one page shows: no two of them share a motif and a tone. */
export type CoverPage = { name: string; keys: CoverKey[] };

export type CoverViews = {
  orders: CoverOrder[];
  pages: CoverPage[];
  /** Covers a panel may crop to a squarer box (the featured ones): their motif sits centred. */
  centred: CoverKey[];
};

const grid = 3;

/** The orders of a listing: all its items, then the items of each facet value. */
function facetOrders<T>(
  name: string,
  kind: CoverKind,
  items: readonly T[],
  facets: Record<string, readonly string[]>,
  keyOf: (item: T) => CoverSource,
): CoverOrder[] {
  const keys = (list: readonly T[]) => list.map((item) => coverKey(kind, keyOf(item)));
  return [
    { name, keys: keys(items), reach: grid, tones: true },
    ...Object.entries(facets).flatMap(([facet, values]) =>
      values.map((value) => ({
        name: `${name}?${facet}=${value}`,
        keys: keys(
          filterItems(items, { facets: { [facet]: value } as never }, (item) =>
            listingFields(item as never),
          ),
        ),
        reach: grid,
        tones: false,
      })),
    ),
  ];
}

export function coverViews(): CoverViews {
  const blogFeatured = featuredPost(posts);
  const listed = listedPosts(posts);
  const blogKey = (post: CoverSource) => coverKey("blog", post);
  const blogOrders: CoverOrder[] = [
    { name: "/resources/blog", keys: listed.map(blogKey), reach: grid, tones: true },
    ...blogCategories.map((category) => ({
      name: `/resources/blog?category=${category}`,
      keys: filterPosts(listed, { category }).map(blogKey),
      reach: grid,
      tones: false,
    })),
  ];
  const articles = posts.map((post) => ({ post, related: relatedPosts(post, posts) }));

  const topicOrders = trendingTopics.map(({ name }) => ({
    name: `/resources/insights?topic=${name}`,
    keys: insights
      .filter((insight) => insight.topics?.includes(name))
      .map((insight) => coverKey("insights", insight)),
    reach: grid,
    tones: false,
  }));

  const paperByHref = new Map(
    [featuredWhitePaper, ...whitePapers].map((paper) => [
      paper.href,
      coverKey("white-papers", paper),
    ]),
  );
  const studyByHref = new Map(
    [featuredStudy, ...researchStudies].map((study) => [study.href, coverKey("research", study)]),
  );
  const hubKeys = resourcesPage.featured.items.flatMap((item) => {
    const key = paperByHref.get(item.href) ?? studyByHref.get(item.href);
    return key ? [key] : [];
  });

  return {
    orders: [
      ...blogOrders,
      ...articles.map(({ post, related }) => ({
        name: `/resources/blog/${post.slug} (related)`,
        keys: related.map(blogKey),
        reach: grid,
        tones: false,
      })),
      ...facetOrders(
        "/resources/insights",
        "insights",
        insights,
        { category: insightCategories },
        (item) => item,
      ),
      ...topicOrders,
      ...facetOrders(
        "/resources/white-papers",
        "white-papers",
        whitePapers,
        { category: whitePapersPage.library.categories },
        (item) => item,
      ),
      ...facetOrders(
        "/resources/research",
        "research",
        researchStudies,
        { category: researchPage.library.categories, type: researchPage.library.types },
        (item) => item,
      ),
      { name: "/resources (featured)", keys: hubKeys, reach: grid, tones: true },
    ],
    pages: [
      {
        name: "/resources/blog",
        keys: [...(blogFeatured ? [blogFeatured] : []), ...listed].map(blogKey),
      },
      ...articles.map(({ post, related }) => ({
        name: `/resources/blog/${post.slug}`,
        keys: [post, ...related].map(blogKey),
      })),
      {
        name: "/resources/insights",
        keys: [featuredInsight, ...insights].map((insight) => coverKey("insights", insight)),
      },
      {
        name: "/resources/white-papers",
        keys: [featuredWhitePaper, ...whitePapers].map((paper) => coverKey("white-papers", paper)),
      },
      {
        name: "/resources/research",
        keys: [featuredStudy, ...researchStudies].map((study) => coverKey("research", study)),
      },
      { name: "/resources", keys: hubKeys },
    ],
    centred: [
      ...(blogFeatured ? [blogKey(blogFeatured)] : []),
      coverKey("white-papers", featuredWhitePaper),
      coverKey("research", featuredStudy),
    ],
  };
}
