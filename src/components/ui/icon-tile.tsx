import { cva, type VariantProps } from "class-variance-authority";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/content/types";
import { cn } from "@/lib/utils";

const iconTileVariants = cva("shrink-0 items-center justify-center", {
  variants: {
    /** The glyph's size; the box and its corners follow unless `box` or `shape` say otherwise. */
    size: {
      sm: "[&_svg]:size-4",
      md: "[&_svg]:size-5",
      lg: "[&_svg]:size-6",
    },
    tone: {
      primary: "bg-primary/10 text-primary",
      solid: "bg-primary text-primary-foreground",
      success: "bg-success text-success-foreground",
      accent: "bg-accent text-accent-foreground",
    },
  },
  defaultVariants: { size: "md", tone: "primary" },
});

const boxes = { sm: "size-9", md: "size-11", lg: "size-12" } as const;
const shapes = { sm: "rounded-md", md: "rounded-lg", lg: "rounded-xl" } as const;

type IconTileProps = VariantProps<typeof iconTileVariants> & {
  name: IconName;
  /** The tile's size, in place of the one that goes with the glyph's. */
  box?: "size-10" | "size-8 sm:size-10";
  /** Its corners, in place of the ones that go with its size; "full" for a circle. */
  shape?: keyof typeof shapes | "full";
  /** Only from the `sm` breakpoint up. */
  hiddenOnPhones?: boolean;
  className?: string;
};

/** A content icon on its tinted square: the one look for feature, card and step icons. */
export function IconTile({
  name,
  size,
  tone,
  box,
  shape,
  hiddenOnPhones = false,
  className,
}: IconTileProps) {
  const key = size ?? "md";
  const corners = shape ?? key;
  return (
    <span
      className={cn(
        hiddenOnPhones ? "hidden sm:flex" : "flex",
        iconTileVariants({ size, tone }),
        box ?? boxes[key],
        corners === "full" ? "rounded-full" : shapes[corners],
        className,
      )}
    >
      <Icon name={name} />
    </span>
  );
}
