import type { ArticleBlock } from "@/content/types";
import { cachedLoader } from "./lazy";
import { absoluteUrl } from "./seo";

export { countWords, readingTime } from "./reading-time";

/** Each article body is its own chunk, fetched only when its page is opened. */
const bodyModules = import.meta.glob<ArticleBlock[]>("../content/resources/blog/articles/*.ts", {
  import: "body",
});

/** The body of the article at /resources/blog/{slug}, or undefined when there is none. */
export const loadArticleBody = cachedLoader(
  async (slug: string): Promise<ArticleBlock[] | undefined> =>
    bodyModules[`../content/resources/blog/articles/${slug}.ts`]?.(),
);

/** Slugs that have a body file (the content tests check every post has one). */
export const articleBodySlugs = Object.keys(bodyModules).map((file) =>
  file.replace(/^.*\/(.+)\.ts$/, "$1"),
);

/** Schema.org data for an article page (a blog post or an insights article). */
export function articleJsonLd(article: {
  type: "BlogPosting" | "Article";
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  author: string;
  authorTitle?: string;
  /** The page's path, e.g. "/resources/blog/ai-ethics". */
  path: string;
  category: string;
  wordCount?: number;
}) {
  const url = absoluteUrl(article.path);
  return {
    "@context": "https://schema.org",
    "@type": article.type,
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    author: {
      "@type": "Person",
      name: article.author,
      ...(article.authorTitle && { jobTitle: article.authorTitle }),
    },
    url,
    mainEntityOfPage: url,
    articleSection: article.category,
    wordCount: article.wordCount,
  };
}
