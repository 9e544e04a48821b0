import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva("inline-flex items-center rounded-full border [&_svg]:size-3", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground",
      secondary: "border-transparent bg-secondary text-secondary-foreground",
      destructive: "border-transparent bg-destructive text-destructive-foreground",
      success: "border-transparent bg-success text-success-foreground",
      outline: "text-foreground",
      "outline-primary": "border-primary/40 text-primary",
      soft: "border-transparent bg-accent text-accent-foreground",
    },
    /**
     * "count": a number beside a label; "code": an HTTP method or status, in code type;
     * "code-lg": the same, a little taller; "status": a dot and a word.
     */
    size: {
      default: "gap-1 px-2.5 py-0.5 text-xs",
      count: "gap-1 px-2 py-0.5 text-xs",
      code: "gap-1 px-2.5 py-0.5 font-mono text-sm",
      "code-lg": "gap-1 px-2.5 py-1 font-mono text-sm",
      status: "gap-1.5 px-2.5 py-0.5 text-xs",
    },
    weight: { semibold: "font-semibold", medium: "font-medium" },
    /** Long tags wrap instead of staying on one line. */
    wrap: { false: "whitespace-nowrap", true: "whitespace-normal" },
    /** A fixed width, so a column of badges lines up (HTTP methods, change kinds). */
    width: { fit: "w-fit", "w-16": "w-16 justify-center", "w-20": "w-20 justify-center" },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
    weight: "semibold",
    wrap: false,
    width: "fit",
  },
});

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, weight, wrap, width, ...props }: BadgeProps) {
  return (
    <span
      className={cn(badgeVariants({ variant, size, weight, wrap, width }), className)}
      {...props}
    />
  );
}

type BadgeListProps = Pick<BadgeProps, "variant" | "weight" | "wrap"> & {
  items: readonly string[];
  /** Classes for each badge. */
  badgeClassName?: string;
  /** Space around the list (a margin); the badges always wrap with the same gap. */
  className?: string;
  /** Names the list for screen readers. */
  label?: string;
};

/** Tags (technologies, skills) as a wrapping list of badges. */
export function BadgeList({
  items,
  variant,
  weight,
  wrap,
  badgeClassName,
  className,
  label,
}: BadgeListProps) {
  return (
    <ul className={cn(className, "flex flex-wrap gap-2")} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant} weight={weight} wrap={wrap} className={badgeClassName}>
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
