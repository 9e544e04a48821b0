import { ArrowLeft, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CoverImage } from "@/components/resources/cover-image";
import { FactList } from "@/components/ui/fact-list";
import type { DocumentPageContent } from "@/content/types";
import type { Cover } from "@/lib/covers";
import { DocumentDownloadButton } from "./document-download-button";

type DocumentHeroSectionProps = {
  /** The page: its hero, back link and the document the download button turns into a PDF. */
  page: DocumentPageContent;
  /** The document's generated cover, shown beside the title (below it on narrow screens). */
  cover: Cover;
  /** More buttons after the download (e.g. a preview toggle). */
  children?: ReactNode;
};

/** The top of a white paper or report page: back link, the page's h1, facts, the download and its cover. */
export function DocumentHeroSection({ page, cover, children }: DocumentHeroSectionProps) {
  const { backLink, document } = page;
  const { eyebrow, badges, title, description, details, downloadLabel, note, coverLabel } =
    page.hero;
  return (
    <section
      id="hero"
      className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background pt-8 pb-16 sm:pb-20"
    >
      <div className="container">
        <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground">
          <Link to={backLink.href}>
            <ArrowLeft aria-hidden="true" />
            {backLink.label}
          </Link>
        </Button>
        <div className="mt-8 grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-16">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold tracking-wider text-primary uppercase">
                {eyebrow}
              </span>
              {/* The badges wrap as one group, so none is left alone on a line. */}
              <span data-badges className="flex gap-2">
                {badges.map((badge) => (
                  <Badge key={badge} variant="soft">
                    {badge}
                  </Badge>
                ))}
              </span>
            </div>
            <h1 className="mt-4 text-h1">{title}</h1>
            <p className="mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">{description}</p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <DocumentDownloadButton
                size="lg"
                className="w-full sm:w-auto"
                document={document}
                label={downloadLabel}
              />
              {children}
            </div>
            {note && <p className="mt-4 text-sm text-muted-foreground">{note}</p>}
            <FactList
              variant="caption"
              items={details}
              className="mt-10 grid grid-cols-2 gap-x-6 gap-y-5 border-t pt-8 md:grid-cols-4"
              valueClassName="text-sm font-semibold"
            />
          </div>
          {/* Straight, at the top of its column beside the title, inside the gutter. */}
          <div className="mx-auto w-full max-w-md lg:mx-0 lg:max-w-none">
            <div className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl">
              <CoverImage cover={cover} priority />
              <p
                aria-hidden="true"
                className="flex items-center gap-2 border-t px-5 py-3 text-sm font-semibold"
              >
                <FileText className="size-4 text-primary" />
                {eyebrow}
                <span className="text-muted-foreground">· {coverLabel}</span>
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
