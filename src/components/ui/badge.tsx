import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva(
  "inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        outline: "text-foreground",
        soft: "border-transparent bg-accent text-accent-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

type BadgeListProps = Pick<BadgeProps, "variant"> & {
  items: readonly string[];
  /** Classes for each badge. */
  badgeClassName?: string;
  /** Space around the list (a margin); the badges always wrap with the same gap. */
  className?: string;
  /** Names the list for screen readers. */
  label?: string;
};

/** Tags (technologies, skills) as a wrapping list of badges. */
export function BadgeList({ items, variant, badgeClassName, className, label }: BadgeListProps) {
  return (
    <ul className={cn(className, "flex flex-wrap gap-2")} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant} className={badgeClassName}>
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
