import type { ReactNode } from "react";
import { HeroVisual } from "@/components/art/hero-visual";
import { CtaButton } from "@/components/ui/cta-button";
import { SectionElement } from "@/components/sections/section";
import type { PageHeroContent } from "@/content/types";
import { cn } from "@/lib/utils";

type PageHeroProps = PageHeroContent & {
  /** Extra content under the actions (a search box, stats). */
  children?: ReactNode;
  align?: "center" | "left";
  /** The extra content can be used (a search box): hydrated on the first page (see Section). */
  interactive?: boolean;
  className?: string;
};

/**
 * The top of a page: the page's only h1, a lead paragraph and up to two calls to action.
 * Two layouts on one grid: with a `visual`, split (copy left, the drawing right on wide
 * screens and below the copy on phones); without one, centred (or left-aligned) text. Both
 * start their copy at the same offset under the header at every width and set the h1 in the
 * display size: the drawing is placed against the copy (its stage spans the copy's height),
 * never the copy centred against the drawing (docs/design.md).
 */
export function PageHero({
  eyebrow,
  title,
  description,
  actions = [],
  visual,
  children,
  align = "center",
  interactive,
  className,
}: PageHeroProps) {
  const split = visual !== undefined;
  const centred = !split && align === "center";
  return (
    <SectionElement
      id="hero"
      interactive={interactive}
      data-layout={split ? "split" : "centred"}
      className={cn(
        "relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background",
        "pt-10 pb-12 sm:pt-16 sm:pb-20 lg:pt-20 lg:pb-24",
        className,
      )}
    >
      <div
        className={cn(
          "container",
          split && "grid gap-8 sm:gap-10 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14",
        )}
      >
        <div className={centred ? "mx-auto max-w-3xl text-center" : undefined}>
          {eyebrow && (
            <p className="mb-4 text-eyebrow font-semibold text-primary uppercase">{eyebrow}</p>
          )}
          {/* The display size of the type scale (src/styles.css), the one size of hero h1s. */}
          <h1 className="text-display">{title}</h1>
          {description && (
            <p
              className={cn(
                "mt-6 text-lead text-muted-foreground",
                centred && "mx-auto max-w-2xl",
                split && "max-w-xl",
              )}
            >
              {description}
            </p>
          )}
          {actions.length > 0 && (
            <div className={cn("mt-8 flex flex-wrap gap-3", centred && "justify-center")}>
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
        {split && (
          <HeroVisual
            name={visual}
            stretch
            className="w-full sm:mx-auto sm:max-w-md lg:max-w-none"
          />
        )}
      </div>
    </SectionElement>
  );
}
