import type { ArticleBlock } from "@/content/types";
import { cachedLoader } from "./lazy";
import { absoluteUrl } from "./seo";

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

/** Words in a body, as counted for the reading time. */
export function countWords(body: readonly ArticleBlock[]): number {
  const texts = body.flatMap((block) => {
    if (block.type === "list") return block.items;
    if (block.type === "quote") return [block.text, block.cite ?? ""];
    return [block.text];
  });
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** "6 min read": 200 words a minute, rounded up. */
export function readingTime(body: readonly ArticleBlock[]): string {
  return `${Math.max(1, Math.ceil(countWords(body) / 200))} min read`;
}

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
