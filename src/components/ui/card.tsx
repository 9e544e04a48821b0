import type { ComponentProps, ReactNode } from "react";
import type { IconName } from "@/content/types";
import { cn } from "@/lib/utils";
import { IconTile } from "./icon-tile";
import { Link, type LinkProps } from "./link";

type CardProps = ComponentProps<"div"> & {
  /** "row": the card's parts side by side (a compact link card). */
  direction?: "column" | "row";
};

export function Card({ direction = "column", className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        "flex rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow",
        direction === "row" ? "flex-row" : "flex-col",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A card that lifts on hover, for cards that lead somewhere: give it one CardTitleLink, whose
 * stretched area makes the whole card the link and carries the keyboard focus ring.
 */
export function InteractiveCard({ className, ...props }: CardProps) {
  return (
    <Card
      className={cn(
        "relative hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background motion-safe:transition-all",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A card's one link: its title. The link's ::after stretches over the whole card (an
 * InteractiveCard is its positioning box), so a click anywhere on the card follows it and the
 * card's lift is the link's own hover state. The focus ring is drawn on the card. Other
 * controls inside such a card sit above the stretched area with `relative z-10`.
 */
export function CardTitleLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        "after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:text-primary focus-visible:outline-none",
        className,
      )}
      {...props}
    />
  );
}

type CardHeaderProps = ComponentProps<"div"> & {
  /** The space between its parts, and its layout when it is not a column. */
  gap?: string;
  /** Its padding, in place of the default p-6. */
  padding?: string;
};

export function CardHeader({
  gap = "flex flex-col gap-1.5",
  padding = "p-6",
  className,
  ...props
}: CardHeaderProps) {
  return <div className={cn(gap, padding, className)} {...props} />;
}

const titleSizes = { h3: "text-h3", lg: "text-lg", xl: "text-xl", "2xl": "text-2xl" };

export function CardTitle({
  size = "h3",
  className,
  ...props
}: ComponentProps<"h3"> & { size?: keyof typeof titleSizes }) {
  return <h3 className={cn(titleSizes[size], "font-semibold", className)} {...props} />;
}

export function CardDescription({
  size = "sm",
  className,
  ...props
}: ComponentProps<"p"> & { size?: "sm" | "base" }) {
  return (
    <p
      className={cn(size === "sm" ? "text-sm" : "text-base", "text-muted-foreground", className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex-1 px-6 pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center gap-3 px-6 pb-6", className)} {...props} />;
}

type FeatureCardProps = {
  /** The icon of the tile that leads the card. */
  icon?: IconName;
  /** What leads the card instead of an icon tile (a client badge). */
  lead?: ReactNode;
  title: string;
  /**
   * Where the card leads: its title becomes its one link and the card lifts on hover. Without
   * it the card is flat, since it leads nowhere.
   */
  href?: string;
  /** For a heading other elements point at (aria-labelledby). */
  titleId?: string;
  description: string;
  /** "row": the lead beside the title on wider screens; "stack": above it. */
  layout?: "row" | "stack";
  /** "lg": roomier padding and a larger title, for two wide cards side by side. */
  size?: "default" | "lg";
  contentClassName?: string;
  /** The card's body, under the title and description. */
  children: ReactNode;
  /** A closing line, pinned to the bottom of the card. */
  footer?: ReactNode;
};

/** A card led by an icon tile or a badge: title, description, then its own content. */
export function FeatureCard({
  icon,
  lead = icon && <IconTile name={icon} size="lg" />,
  title,
  href,
  titleId,
  description,
  layout = "stack",
  size = "default",
  contentClassName,
  children,
  footer,
}: FeatureCardProps) {
  const lg = size === "lg";
  const heading = (
    <>
      <CardTitle id={titleId} size={lg ? "2xl" : "xl"}>
        {href ? <CardTitleLink to={href}>{title}</CardTitleLink> : title}
      </CardTitle>
      <CardDescription size="base">{description}</CardDescription>
    </>
  );
  const Frame = href ? InteractiveCard : Card;
  return (
    <Frame className={cn("w-full", href && "group")}>
      <CardHeader
        gap={
          layout === "row"
            ? "flex flex-col gap-4 sm:flex-row sm:items-start"
            : "flex flex-col gap-3"
        }
        className={cn(lg && "sm:p-8")}
      >
        {lead}
        {layout === "row" ? <div className="grid gap-1.5">{heading}</div> : heading}
      </CardHeader>
      <CardContent className={cn(lg && "sm:px-8", contentClassName)}>{children}</CardContent>
      {footer && <CardFooter className={cn(lg && "sm:px-8 sm:pb-8")}>{footer}</CardFooter>}
    </Frame>
  );
}
