import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import { DocumentDownloadButton } from "@/components/resources/document-download-button";

/**
 * The parts of a featured document (white paper, research study): the card, its
 * badges and title, its small upper-case labels and its download button.
 */
export function FeaturedDocumentCard({ className, ...props }: ComponentProps<"article">) {
  return (
    <article
      className={cn(
        "stagger-item grid overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

type FeaturedDocumentTitleProps = {
  /** The highlight badge ("Featured"). */
  badge: string;
  /** The document's kind and topic: the first soft, the others outlined. */
  tags: readonly string[];
  title: string;
  /** The document's own page: the title links to it. */
  href: string;
};

export function FeaturedDocumentTitle({ badge, tags, title, href }: FeaturedDocumentTitleProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{badge}</Badge>
        {tags.map((tag, index) => (
          <Badge key={tag} variant={index === 0 ? "soft" : "outline"}>
            {tag}
          </Badge>
        ))}
      </div>
      <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <Link
          to={href}
          className="underline decoration-primary/40 decoration-2 underline-offset-4 hover:text-primary hover:decoration-primary"
        >
          {title}
        </Link>
      </h3>
    </>
  );
}

type FeaturedDocumentLabelProps = { icon?: LucideIcon; className?: string; children: ReactNode };

/** A small upper-case heading inside the card ("What You'll Learn", "Key Findings"). */
export function FeaturedDocumentLabel({
  icon: LabelIcon,
  className,
  children,
}: FeaturedDocumentLabelProps) {
  return (
    <h4
      className={cn(
        "text-sm font-semibold tracking-wider uppercase",
        LabelIcon && "flex items-center gap-2",
        className,
      )}
    >
      {LabelIcon && <LabelIcon className="size-4 text-primary" aria-hidden="true" />}
      {children}
    </h4>
  );
}

type FeaturedDocumentDownloadProps = {
  /** The featured paper or study: its PDF, and its title for screen readers after the label. */
  item: { title: string; document: ComponentProps<typeof DocumentDownloadButton>["document"] };
  label: string;
  className?: string;
};

/** The card's large download button. */
export function FeaturedDocumentDownload({
  item,
  label,
  className,
}: FeaturedDocumentDownloadProps) {
  return (
    <div className={className}>
      <DocumentDownloadButton
        size="lg"
        document={item.document}
        label={label}
        hiddenLabel={item.title}
      />
    </div>
  );
}
