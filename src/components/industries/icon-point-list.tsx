import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Short lines each led by the same small icon (an industry card's features or results). */
export function IconPointList({
  items,
  icon: PointIcon,
  className,
}: {
  items: readonly string[];
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-2 text-sm", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <PointIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
