import { Suspense, use, type ComponentProps, type ReactNode } from "react";
import type { SectionIntro } from "@/content/types";
import { hydrationGate } from "@/lib/hydration";
import { cn } from "@/lib/utils";
import { SectionHeading } from "./section-heading";

type SectionProps = Omit<ComponentProps<"section">, "title"> &
  Partial<SectionIntro> & {
    /** Stable anchor for links like /about#careers. */
    id: string;
    /** "muted" gives the band a soft background to separate it from its neighbours. */
    tone?: "default" | "muted" | "primary";
    /** Inner width: "default" container, "narrow" for reading text. */
    width?: "default" | "narrow";
    /** Alignment of the heading block drawn from eyebrow, title and description. */
    align?: "center" | "left";
    /** Vertical rhythm: "compact" for bands between the main sections, the rest for one section kind each. */
    spacing?: keyof typeof spacings;
  };

const spacings = {
  default: "py-16 sm:py-20",
  compact: "py-10 sm:py-20",
  strip: "py-8 sm:py-12",
  band: "py-10 sm:py-12",
  snug: "py-12 sm:py-14",
  reading: "py-12 sm:py-16",
};

/**
 * The one wrapper for page sections: container width, vertical rhythm and anchor offset.
 * Given a title, it opens with the section heading (eyebrow, h2 and description).
 */
export function Section({
  id,
  tone = "default",
  width = "default",
  eyebrow,
  title,
  description,
  align,
  spacing = "default",
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      id={id}
      className={cn(
        "scroll-mt-20",
        spacings[spacing],
        tone === "muted" && "bg-muted/50",
        tone === "primary" && "bg-primary text-primary-foreground",
        className,
      )}
      {...props}
    >
      <Suspense fallback={null}>
        <HydrateWhenNear id={id}>
          <div className={cn("container", width === "narrow" && "max-w-3xl")}>
            {title && (
              <SectionHeading
                eyebrow={eyebrow}
                title={title}
                description={description}
                align={align}
              />
            )}
            {children}
          </div>
        </HydrateWhenNear>
      </Suspense>
    </section>
  );
}

/**
 * On the first page of a visit, the section keeps its prerendered HTML until it nears the
 * viewport (or is pointed at or focused), and only then costs hydration: the page becomes
 * interactive in small steps instead of one long task (src/lib/hydration.ts).
 */
function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const gate = hydrationGate(id);
  if (gate) use(gate);
  return children;
}
