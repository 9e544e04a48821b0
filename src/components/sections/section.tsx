import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type SectionProps = ComponentProps<"section"> & {
  /** Stable anchor for links like /about#careers. */
  id: string;
  /** "muted" gives the band a soft background to separate it from its neighbours. */
  tone?: "default" | "muted" | "primary";
  /** Inner width: "default" container, "narrow" for reading text. */
  width?: "default" | "narrow";
};

/** The one wrapper for page sections: container width, vertical rhythm and anchor offset. */
export function Section({ id, tone = "default", width = "default", className, children, ...props }: SectionProps) {
  return (
    <section
      id={id}
      className={cn(
        "scroll-mt-20 py-16 sm:py-20",
        tone === "muted" && "bg-muted/50",
        tone === "primary" && "bg-primary text-primary-foreground",
        className,
      )}
      {...props}
    >
      <div className={cn("container", width === "narrow" && "max-w-3xl")}>{children}</div>
    </section>
  );
}
