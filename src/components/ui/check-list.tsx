import { Check, CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/utils";

type CheckListProps = {
  items: readonly string[];
  /** "sm" for dense card lists, "md" for body text. */
  size?: "sm" | "md";
  /** "check": a bare tick; "circle": a ticked circle, for the highlights of a featured document. */
  mark?: "check" | "circle";
  /** The space between points, in place of the size's own (gap-2.5 for "sm", gap-3 for "md"). */
  gap?: "gap-2" | "gap-2.5" | "gap-3" | "gap-5";
  className?: string;
};

/** A list of points, each led by a check mark. */
export function CheckList({
  items,
  size = "md",
  mark = "check",
  gap = size === "sm" ? "gap-2.5" : "gap-3",
  className,
}: CheckListProps) {
  const Mark = mark === "circle" ? CheckCircle2 : Check;
  return (
    <ul className={cn("grid", gap, size === "sm" && "text-sm", className)}>
      {items.map((item) => (
        <li
          key={item}
          className={cn("flex items-start", size === "sm" && mark === "check" ? "gap-2" : "gap-3")}
        >
          <Mark
            className={cn("mt-0.5 shrink-0 text-primary", size === "sm" ? "size-4" : "size-5")}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
