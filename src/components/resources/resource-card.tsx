import type { ReactNode } from "react";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  CardTitleLink,
  InteractiveCard,
} from "@/components/ui/card";
import { CoverImage } from "@/components/resources/cover-image";
import { StaticPart } from "@/components/sections/static-part";
import { coverFor, type Cover, type CoverKind } from "@/lib/covers";
import { cn } from "@/lib/utils";

type ResourceCardProps = {
  /** The anchor a link to this item lands on (documents only). */
  id?: string;
  /** "document": a paper or study in a library; "article": a post or insight in a listing. */
  variant?: "document" | "article";
  /**
   * Where the card leads: the title becomes the card's one link and the whole card follows it.
   * Other controls in the card (a bookmark, a download) need `relative z-10`.
   */
  href?: string;
  /** The item's generated cover, over the top row. */
  cover?: Cover;
  /** The row over the title: badges, a rating, counts (wrap its static pieces in StaticPart). */
  top: ReactNode;
  title: string;
  description: string;
  /** Cut the description to three lines. */
  clampDescription?: boolean;
  /** The facts between the description and the footer: static, nothing to use but links. */
  children: ReactNode;
  /** The actions at the foot of the card, above a rule (wrap its static pieces in StaticPart). */
  footer: ReactNode;
  footerClassName?: string;
  className?: string;
};

/**
 * The one card of the resource listings: cover, top row, title, description, facts and a footer.
 * A listing hydrates for its search and filters, but a card's cover, title, description and
 * facts are static parts (only a bookmark or download button in the top row or footer runs).
 */
export function ResourceCard({
  id,
  variant = "document",
  href,
  cover,
  top,
  title,
  description,
  clampDescription = false,
  children,
  footer,
  footerClassName,
  className,
}: ResourceCardProps) {
  const article = variant === "article";
  return (
    <InteractiveCard
      id={id}
      className={cn("group h-full", cover && "overflow-hidden", id && "scroll-mt-24", className)}
    >
      {/* On phones a short banner, so long lists stay compact. */}
      {cover && (
        <StaticPart>
          <CoverImage cover={cover} className="border-b max-sm:aspect-[3/1]" />
        </StaticPart>
      )}
      <CardHeader
        gap="flex flex-col gap-3"
        className={cn(article && "pb-4", cover && "max-sm:p-5 max-sm:pb-4")}
      >
        {top}
        <StaticPart>
          <CardTitle size={article ? "xl" : "h3"}>
            {href ? <CardTitleLink to={href}>{title}</CardTitleLink> : title}
          </CardTitle>
          <CardDescription
            size={article ? "base" : "sm"}
            className={cn(!article && "leading-relaxed", clampDescription && "line-clamp-3")}
          >
            {description}
          </CardDescription>
        </StaticPart>
      </CardHeader>
      <CardContent
        className={cn(article && "flex flex-col justify-end", cover && "max-sm:px-5 max-sm:pb-5")}
      >
        <StaticPart>{children}</StaticPart>
      </CardContent>
      <CardFooter
        className={cn("border-t pt-4", cover && "max-sm:px-5 max-sm:pb-5", footerClassName)}
      >
        {footer}
      </CardFooter>
    </InteractiveCard>
  );
}

/**
 * What a document library's card (a white paper, a research study) takes from the document
 * itself: its anchor, its page, its cover, its title and description.
 */
export function documentCardBasics(
  kind: CoverKind,
  document: { slug: string; href: string; title: string; description: string },
) {
  return {
    id: document.slug,
    href: document.href,
    cover: coverFor(kind, document.slug),
    title: document.title,
    description: document.description,
  };
}
