import type { ComponentProps } from "react";
import type { SectionIntro } from "@/content/types";
import { keptHtml } from "@/lib/static-sections";
import { cn } from "@/lib/utils";
import { SectionHeading } from "./section-heading";

type SectionProps = Omit<ComponentProps<"section">, "title"> &
  Partial<SectionIntro> & {
    /** Stable anchor for links like /about#careers. */
    id: string;
    /**
     * Holds something a visitor uses beyond links (a form, search, filters, a copy or share
     * button): hydrated on the first page. Without it the section stays static HTML there.
     */
    interactive?: boolean;
    /** "muted" gives the band a soft background to separate it from its neighbours. */
    tone?: "default" | "muted" | "primary";
    /** Inner width: "default" container, "narrow" for reading text. */
    width?: "default" | "narrow";
    /** Alignment of the heading block drawn from eyebrow, title and description. */
    align?: "center" | "left";
    /**
     * Vertical rhythm, one step of the scale in src/styles.css: "default" for every section,
     * "snug" for a reading column or a row of figures, "band" for a thin strip (logos, a stats band).
     */
    spacing?: keyof typeof spacings;
    /**
     * The next section continues this one (a featured item over its listing): no space at the
     * bottom, so one section's space, not two, stands between them.
     */
    continued?: boolean;
  };

/* Every section's top and bottom padding is one step of one scale (`--section-space*`). */
const spacings = {
  default: "py-(--section-space)",
  snug: "py-(--section-space-snug)",
  band: "py-(--section-space-band)",
};

/**
 * The one wrapper for page sections: container width, vertical rhythm and anchor offset.
 * Given a title, it opens with the section heading (eyebrow, h2 and description).
 */
export function Section({
  id,
  interactive,
  tone = "default",
  width = "default",
  eyebrow,
  title,
  description,
  align,
  spacing = "default",
  continued = false,
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <SectionElement
      id={id}
      interactive={interactive}
      data-tone={tone === "default" ? undefined : tone}
      className={cn(
        "scroll-mt-20",
        spacings[spacing],
        continued && "pb-0",
        tone === "muted" && "bg-muted/50",
        tone === "primary" && "bg-primary text-primary-foreground",
        className,
      )}
      {...props}
    >
      <div className={cn("container", width === "narrow" && "max-w-3xl")}>
        {title && (
          <SectionHeading eyebrow={eyebrow} title={title} description={description} align={align} />
        )}
        {children}
      </div>
    </SectionElement>
  );
}

/**
 * The `<section>` element of every page section (and the page hero): static on the first page
 * unless `interactive` (src/lib/static-sections.ts), where React keeps its prerendered HTML.
 */
export function SectionElement({
  id,
  interactive = false,
  children,
  ...props
}: ComponentProps<"section"> & { id: string; interactive?: boolean }) {
  const kept = interactive ? undefined : keptHtml(id);
  const marker = interactive ? undefined : "";
  if (kept !== undefined)
    return (
      <section id={id} data-static={marker} {...props} dangerouslySetInnerHTML={{ __html: kept }} />
    );
  return (
    <section id={id} data-static={marker} {...props}>
      {children}
    </section>
  );
}
