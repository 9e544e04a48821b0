import { ArrowRight } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type CardCueProps = {
  /** The words a visitor looks for ('Learn More', 'Read Guide'). */
  label: string;
  /** "link": a line of primary text; "button" and "outline": drawn like those buttons. */
  look?: "link" | "button" | "outline";
  className?: string;
};

/**
 * The visible call to action of a card whose title is its one link (CardTitleLink): the
 * title's stretched area covers it, so a click on it follows the title's link, and it
 * answers the card's hover. Hidden from assistive technology, which hears the title link.
 */
export function CardCue({ label, look = "link", className }: CardCueProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        look === "link"
          ? "inline-flex items-center gap-1.5 text-sm font-semibold text-primary group-hover:underline [&_svg]:size-4"
          : cn(
              buttonVariants({ variant: look === "button" ? "default" : "outline" }),
              look === "button" ? "group-hover:bg-primary/90" : "group-hover:bg-accent",
            ),
        className,
      )}
    >
      {label}
      <ArrowRight className="motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5" />
    </span>
  );
}
