import type { ReactNode } from "react";
import { CtaButton } from "@/components/ui/cta-button";
import type { PageHeroContent } from "@/content/types";
import { cn } from "@/lib/utils";

type PageHeroProps = PageHeroContent & {
  /** Extra content under the actions (a search box, stats). */
  children?: ReactNode;
  align?: "center" | "left";
  className?: string;
};

/** The top of a page: the page's only h1, a lead paragraph and up to two calls to action. */
export function PageHero({
  eyebrow,
  title,
  description,
  actions = [],
  children,
  align = "center",
  className,
}: PageHeroProps) {
  return (
    <section
      id="hero"
      className={cn(
        "relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background py-16 sm:py-24",
        className,
      )}
    >
      <div
        className={cn("animate-in-hero container max-w-4xl", align === "center" && "text-center")}
      >
        {eyebrow && (
          <p className="mb-4 text-sm font-semibold tracking-wider text-primary uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
        {description && (
          <p
            className={cn(
              "mt-6 text-lg text-muted-foreground sm:text-xl",
              align === "center" && "mx-auto max-w-2xl",
            )}
          >
            {description}
          </p>
        )}
        {actions.length > 0 && (
          <div className={cn("mt-8 flex flex-wrap gap-3", align === "center" && "justify-center")}>
            {actions.map((action, index) => (
              <CtaButton
                key={action.href + action.label}
                action={action}
                variant={index === 0 ? "default" : "outline"}
              />
            ))}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
