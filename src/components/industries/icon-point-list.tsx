import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Short lines each led by the same small icon (an industry card's features or results). */
export function IconPointList({
  items,
  icon: PointIcon,
  spacing = "default",
  className,
}: {
  items: readonly string[];
  icon: LucideIcon;
  /** "roomy": a little more space between the lines, for a card's lead list. */
  spacing?: "default" | "roomy";
  className?: string;
}) {
  return (
    <ul className={cn("grid text-sm", spacing === "roomy" ? "gap-2.5" : "gap-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <PointIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
