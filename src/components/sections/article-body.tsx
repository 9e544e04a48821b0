import type { ArticleBlock } from "@/content/types";
import { tableOfContents } from "@/lib/blog";
import { cn } from "@/lib/utils";

type ArticleBodyProps = { body: readonly ArticleBlock[]; className?: string };

/**
 * The one renderer for long-form bodies (blog articles, the insights article, the legal
 * pages): an h2 with an anchor id per heading, paragraphs, lists and quotes, set to a
 * reading measure of 65-75 characters a line at every width (docs/design.md).
 */
export function ArticleBody({ body, className }: ArticleBodyProps) {
  const headingIds = tableOfContents(body).map((entry) => entry.id);
  let headingIndex = 0;
  return (
    <div
      data-reading-body
      className={cn(
        "max-w-[34em] text-lg leading-8 text-foreground/90 [&>*:first-child]:mt-0",
        className,
      )}
    >
      {body.map((block, index) => {
        switch (block.type) {
          case "heading": {
            const id = headingIds[headingIndex++];
            return (
              <h2
                key={index}
                id={id}
                className="mt-14 scroll-mt-24 text-2xl leading-tight font-bold tracking-tight text-foreground sm:text-3xl"
              >
                {block.text}
              </h2>
            );
          }
          case "paragraph":
            return (
              <p key={index} className="mt-6">
                {block.text}
              </p>
            );
          case "list": {
            const ListTag = block.ordered ? "ol" : "ul";
            return (
              <ListTag
                key={index}
                className={cn(
                  "mt-6 space-y-3 pl-6 marker:font-semibold marker:text-primary",
                  block.ordered ? "list-decimal" : "list-disc",
                )}
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-1.5">
                    {item}
                  </li>
                ))}
              </ListTag>
            );
          }
          case "quote":
            return (
              <figure
                key={index}
                className="mt-10 rounded-r-lg border-l-4 border-primary bg-accent/50 px-6 py-5"
              >
                <blockquote className="text-xl leading-relaxed font-medium text-foreground">
                  <p>{block.text}</p>
                </blockquote>
                {block.cite && (
                  <figcaption className="mt-3 text-base text-muted-foreground">
                    — <cite className="not-italic">{block.cite}</cite>
                  </figcaption>
                )}
              </figure>
            );
        }
      })}
    </div>
  );
}
