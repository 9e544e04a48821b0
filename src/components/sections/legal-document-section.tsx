import { ArticleBody } from "@/components/sections/article-body";
import type { LegalPageContent } from "@/content/types/legal";

type LegalDocumentSectionProps = Omit<LegalPageContent, "meta">;

/** A legal page's text (/privacy, /terms): its h1, summary, date and body, at reading width. */
export function LegalDocumentSection({ title, summary, updated, body }: LegalDocumentSectionProps) {
  return (
    <article id="document" className="container max-w-3xl scroll-mt-20 py-16 sm:py-20">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-6 text-lg text-muted-foreground sm:text-xl">{summary}</p>
        <p className="mt-4 text-sm text-muted-foreground">{updated}</p>
      </header>
      <ArticleBody body={body} className="mt-10" />
    </article>
  );
}
