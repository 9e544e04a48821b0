import { posts } from "@/content/resources/blog/posts";
import { guides } from "@/content/resources/docs/documentation";
import { featuredInsight, insights } from "@/content/resources/insights/insights";
import { featuredStudy, researchStudies } from "@/content/resources/research/research";
import { featuredWhitePaper, whitePapers } from "@/content/resources/white-papers/white-papers";
import { buildResourceIndex } from "@/lib/resource-search";

/** Every article, paper, study, guide and insight, featured ones included: what the resources search and the 404 page's search look through. */
export const resourceIndex = buildResourceIndex({
  posts,
  whitePapers: [featuredWhitePaper, ...whitePapers],
  researchStudies: [featuredStudy, ...researchStudies],
  guides,
  insights: [featuredInsight, ...insights],
});
