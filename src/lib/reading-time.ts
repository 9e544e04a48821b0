import type { ArticleBlock } from "@/content/types";

/** Words in an article body, as counted for its reading time. */
export function countWords(body: readonly ArticleBlock[]): number {
  const texts = body.flatMap((block) => {
    if (block.type === "list") return block.items;
    if (block.type === "quote") return [block.text, block.cite ?? ""];
    return [block.text];
  });
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** Reading speed behind every "6 min read". */
export const wordsPerMinute = 200;

/** "6 min read": 200 words a minute, rounded up. */
export function readingTime(body: readonly ArticleBlock[]): string {
  return `${Math.max(1, Math.ceil(countWords(body) / wordsPerMinute))} min read`;
}
