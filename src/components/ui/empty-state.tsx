import { cva, type VariantProps } from "class-variance-authority";
import { SearchX, X } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import type { EmptyStateCopy } from "@/content/types";
import { cn } from "@/lib/utils";

const emptyStateVariants = cva("flex flex-col items-center text-center", {
  variants: {
    /** "card": in place of a listing's cards; "inline": inside a search's results panel. */
    variant: {
      card: "rounded-xl border border-dashed bg-card px-6 py-14",
      inline: "gap-3 py-6",
    },
  },
  defaultVariants: { variant: "card" },
});

type EmptyStateProps = EmptyStateCopy &
  VariantProps<typeof emptyStateVariants> & {
    onClear: () => void;
    /** The inline variant's heading is an h2 the search moves the focus to. */
    headingRef?: Ref<HTMLHeadingElement>;
    className?: string;
  };

/** Shown when nothing matches a search or filter, with the button that clears them. */
export function EmptyState({
  title,
  description,
  clearLabel,
  onClear,
  variant,
  headingRef,
  className,
}: EmptyStateProps) {
  const inline = variant === "inline";
  const Heading = inline ? "h2" : "h3";
  return (
    <div className={cn(emptyStateVariants({ variant }), className)}>
      <span
        className={cn(
          "flex size-12 items-center justify-center rounded-full",
          inline ? "bg-muted text-muted-foreground" : "bg-accent text-accent-foreground",
        )}
      >
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <Heading
        ref={headingRef}
        tabIndex={inline ? -1 : undefined}
        className={inline ? "text-base font-semibold outline-none" : "mt-5 text-lg font-semibold"}
      >
        {title}
      </Heading>
      <p className={cn("max-w-md text-sm text-muted-foreground", !inline && "mt-2")}>
        {description}
      </p>
      <Button
        variant="outline"
        size={inline ? "sm" : "default"}
        className={inline ? undefined : "mt-6"}
        onClick={onClear}
      >
        {inline && <X aria-hidden="true" />}
        {clearLabel}
      </Button>
    </div>
  );
}
