import { BookOpen, ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type WhitePaperPreviewButtonProps = {
  label: string;
  /** The id of the section it reveals. */
  controls: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Preview Content': opens the executive summary in place and brings it into view. */
export function WhitePaperPreviewButton({
  label,
  controls,
  open,
  onOpenChange,
}: WhitePaperPreviewButtonProps) {
  function toggle() {
    onOpenChange(!open);
    if (open) return;
    requestAnimationFrame(() => {
      const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      document
        .getElementById(controls)
        ?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "nearest" });
    });
  }

  return (
    <Button
      size="lg"
      variant="outline"
      className="w-full sm:w-auto"
      aria-expanded={open}
      aria-controls={controls}
      onClick={toggle}
    >
      <BookOpen aria-hidden="true" />
      {label}
      <ChevronDown
        aria-hidden="true"
        className={cn("motion-safe:transition-transform", open && "rotate-180")}
      />
    </Button>
  );
}
