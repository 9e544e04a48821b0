import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { CallToAction } from "@/content/types";

type CtaButtonProps = {
  action: CallToAction;
  variant?: "default" | "outline" | "secondary" | "outline-inverse";
  size?: "default" | "lg" | "sm";
  className?: string;
};

/** A call to action as a button-styled link; in-page anchors (#id) scroll, others navigate. */
export function CtaButton({ action, variant = "default", size = "lg", className }: CtaButtonProps) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      {action.href.startsWith("#") ? (
        <a href={action.href}>{action.label}</a>
      ) : (
        <Link to={action.href}>{action.label}</Link>
      )}
    </Button>
  );
}
