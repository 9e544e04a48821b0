import type { ReactNode } from "react";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import { cn } from "@/lib/utils";

type ResourceCardProps = {
  /** The anchor a link to this item lands on (documents only). */
  id?: string;
  /** "document": a paper or study in a library; "article": a post or insight in a listing. */
  variant?: "document" | "article";
  /** The row over the title: badges, a rating, counts. */
  top: ReactNode;
  title: string;
  description: string;
  /** Cut the description to three lines. */
  clampDescription?: boolean;
  /** The facts between the description and the footer. */
  children: ReactNode;
  /** The actions at the foot of the card, above a rule. */
  footer: ReactNode;
  footerClassName?: string;
  className?: string;
};

/** The one card of the resource listings: top row, title, description, facts and a footer of actions. */
export function ResourceCard({
  id,
  variant = "document",
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
    <InteractiveCard id={id} className={cn("h-full", id && "scroll-mt-24", className)}>
      <CardHeader className={cn("gap-3", article && "pb-4")}>
        {top}
        <CardTitle className={cn(article && "text-xl")}>{title}</CardTitle>
        <CardDescription
          className={cn(
            article ? "text-base" : "leading-relaxed",
            clampDescription && "line-clamp-3",
          )}
        >
          {description}
        </CardDescription>
      </CardHeader>
      <CardContent className={cn(article && "flex flex-col justify-end")}>{children}</CardContent>
      <CardFooter className={cn("border-t pt-4", footerClassName)}>{footer}</CardFooter>
    </InteractiveCard>
  );
}
