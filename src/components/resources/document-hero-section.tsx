import { ArrowLeft, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import type { CallToAction, DocumentHeroContent, DownloadableDocument } from "@/content/types";
import { DocumentDownloadButton } from "./document-download-button";

type DocumentHeroSectionProps = DocumentHeroContent & {
  backLink: CallToAction;
  /** What the download button turns into a PDF. */
  document: DownloadableDocument;
  /** More buttons after the download (e.g. a preview toggle). */
  children?: ReactNode;
};

/** The top of a white paper or report page: back link, the page's h1, facts, the download and a cover. */
export function DocumentHeroSection({
  backLink,
  eyebrow,
  badges,
  title,
  description,
  details,
  downloadLabel,
  note,
  coverLabel,
  document,
  children,
}: DocumentHeroSectionProps) {
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
        <div className="animate-in-hero mt-8 grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-16">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold tracking-wider text-primary uppercase">
                {eyebrow}
              </span>
              {badges.map((badge) => (
                <Badge key={badge} variant="soft">
                  {badge}
                </Badge>
              ))}
            </div>
            <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
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
              valueClassName="text-sm"
            />
          </div>
          <div aria-hidden="true" className="hidden lg:block">
            <div className="relative mx-auto flex aspect-[3/4] w-full max-w-80 rotate-2 flex-col justify-between overflow-hidden rounded-xl bg-primary p-8 text-primary-foreground shadow-2xl">
              <span className="absolute -top-20 -right-20 size-56 rounded-full bg-primary-foreground/10" />
              <span className="absolute -bottom-16 -left-16 size-40 rounded-full bg-primary-foreground/5" />
              <div className="relative flex items-center gap-2 text-xs font-semibold tracking-widest uppercase">
                <FileText className="size-4" />
                {eyebrow}
              </div>
              <div className="relative">
                <p className="text-2xl leading-tight font-bold">{title}</p>
                <div className="mt-6 space-y-2">
                  <span className="block h-1.5 w-4/5 rounded-full bg-primary-foreground/30" />
                  <span className="block h-1.5 w-3/5 rounded-full bg-primary-foreground/30" />
                  <span className="block h-1.5 w-2/3 rounded-full bg-primary-foreground/30" />
                </div>
              </div>
              <p className="relative text-sm font-semibold">{coverLabel}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
