import { ChevronDown, ListOrdered } from "lucide-react";
import type { ReactNode } from "react";
import type { ArticleBlock } from "@/content/types";
import { tableOfContents, TOC_MIN_SECTIONS, type TocEntry } from "@/lib/blog";
import { cn } from "@/lib/utils";
import { useScrollSpy } from "@/hooks/use-scroll-spy";
import { ArticleBody } from "@/components/sections/article-body";
import { Section } from "@/components/sections/section";

function TocList({
  entries,
  active,
  className,
}: {
  entries: TocEntry[];
  active?: string;
  className?: string;
}) {
  return (
    <ol className={cn("space-y-1 border-l text-sm", className)}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={active === entry.id ? "location" : undefined}
            className={cn(
              "-ml-px block border-l-2 py-1.5 pl-4 transition-colors hover:text-foreground",
              active === entry.id
                ? "border-primary font-medium text-foreground hover:border-primary"
                : "border-transparent text-muted-foreground hover:border-border",
            )}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

type ArticleContentSectionProps = {
  body: readonly ArticleBlock[];
  /** Heading of the table of contents, shown when the body has four or more sections. */
  tocTitle: string;
  /** Anything after the body, e.g. a share box. */
  children?: ReactNode;
};

/** The article text with, for longer articles, a table of contents (beside it on wide screens). */
export function ArticleContentSection({ body, tocTitle, children }: ArticleContentSectionProps) {
  const toc = tableOfContents(body);
  const showToc = toc.length >= TOC_MIN_SECTIONS;
  const active = useScrollSpy(showToc ? toc.map((entry) => entry.id) : []);

  return (
    <Section id="article" spacing="snug" interactive>
      <div
        className={cn(
          "mx-auto grid max-w-6xl gap-10",
          showToc && "lg:grid-cols-[minmax(0,38.25rem)_16rem] lg:justify-between lg:gap-12",
        )}
      >
        {showToc && (
          <aside className="lg:order-2">
            {/* Small screens: folded away above the text. */}
            <details className="group rounded-lg border bg-card lg:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 font-semibold [&::-webkit-details-marker]:hidden">
                <span className="inline-flex items-center gap-2">
                  <ListOrdered className="size-4 text-primary" aria-hidden="true" />
                  {tocTitle}
                </span>
                <ChevronDown
                  className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <TocList entries={toc} active={active} className="mx-4 mb-4" />
            </details>
            {/* Wide screens: beside the text, following the reader. */}
            <nav
              id="contents"
              aria-labelledby="contents-title"
              className="hidden rounded-lg border bg-card p-5 lg:sticky lg:top-24 lg:block lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
            >
              <h2
                id="contents-title"
                className="text-sm font-semibold tracking-wider text-muted-foreground uppercase"
              >
                {tocTitle}
              </h2>
              <TocList entries={toc} active={active} className="mt-4" />
            </nav>
          </aside>
        )}
        <div className="max-w-3xl min-w-0 lg:order-1">
          <ArticleBody body={body} />
          {children}
        </div>
      </div>
    </Section>
  );
}
