import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

type CheckListProps = {
  items: readonly string[];
  /** "sm" for dense card lists, "md" for body text. */
  size?: "sm" | "md";
  className?: string;
};

/** A list of points, each led by a check mark. */
export function CheckList({ items, size = "md", className }: CheckListProps) {
  return (
    <ul className={cn("grid", size === "sm" ? "gap-2.5 text-sm" : "gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Check
            className={cn("mt-0.5 shrink-0 text-primary", size === "sm" ? "size-4" : "size-5")}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
