import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import {
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import { cn } from "@/lib/utils";

type IndustryCardProps = {
  /** What leads the card: an icon tile or a client badge. */
  lead: ReactNode;
  title: string;
  description: string;
  /** "row": the lead beside the title on wider screens; "stack": above it. */
  layout?: "row" | "stack";
  contentClassName?: string;
  children: ReactNode;
};

/** The card of an industry page's solutions and success stories: lead, title, text, then its list. */
export function IndustryCard({
  lead,
  title,
  description,
  layout = "stack",
  contentClassName,
  children,
}: IndustryCardProps) {
  const heading = (
    <>
      <CardTitle className="text-xl">{title}</CardTitle>
      <CardDescription className="text-base">{description}</CardDescription>
    </>
  );
  return (
    <InteractiveCard className="w-full">
      <CardHeader className={cn(layout === "row" ? "gap-4 sm:flex-row sm:items-start" : "gap-3")}>
        {lead}
        {layout === "row" ? <div className="grid gap-1.5">{heading}</div> : heading}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </InteractiveCard>
  );
}

/** Short lines each led by the same small icon (an industry card's features or results). */
export function IconPointList({
  items,
  icon: PointIcon,
  className,
}: {
  items: readonly string[];
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-2 text-sm", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <PointIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
