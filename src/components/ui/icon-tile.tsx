import { cva, type VariantProps } from "class-variance-authority";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/content/types";
import { cn } from "@/lib/utils";

const iconTileVariants = cva("flex shrink-0 items-center justify-center", {
  variants: {
    size: {
      sm: "size-9 rounded-md [&_svg]:size-4",
      md: "size-11 rounded-lg [&_svg]:size-5",
      lg: "size-12 rounded-xl [&_svg]:size-6",
    },
    tone: {
      primary: "bg-primary/10 text-primary",
      solid: "bg-primary text-primary-foreground",
      success: "bg-success text-success-foreground",
    },
  },
  defaultVariants: { size: "md", tone: "primary" },
});

type IconTileProps = VariantProps<typeof iconTileVariants> & { name: IconName; className?: string };

/** A content icon on its tinted square: the one look for feature, card and step icons. */
export function IconTile({ name, size, tone, className }: IconTileProps) {
  return (
    <span className={cn(iconTileVariants({ size, tone }), className)}>
      <Icon name={name} />
    </span>
  );
}
