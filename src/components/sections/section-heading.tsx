import { cn } from "@/lib/utils";

type SectionHeadingProps = {
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "left";
  /** Its placement; the default is the space under a section's heading (mb-6 sm:mb-12). */
  className?: string;
  /** Makes the h2 a focus target (for "jump to results") with this id. */
  headingId?: string;
};

/** The h2 block that opens a section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "center",
  className = "mb-6 sm:mb-12",
  headingId,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className="mb-3 text-eyebrow font-semibold text-primary uppercase">{eyebrow}</p>
      )}
      <h2
        id={headingId}
        tabIndex={headingId ? -1 : undefined}
        className="scroll-mt-24 text-h2 outline-none"
      >
        {title}
      </h2>
      {description && <p className="mt-2 text-lead text-muted-foreground sm:mt-4">{description}</p>}
    </div>
  );
}

/** The paragraphs under a section's heading (a story, a summary, a method). */
export function SectionParagraphs({
  paragraphs,
  className,
}: {
  paragraphs: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
