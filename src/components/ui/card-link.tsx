import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "@/components/ui/link";

type CardLinkProps = Omit<ComponentProps<typeof Link>, "children"> & {
  /** The visible text ('Read More', 'Learn More'). */
  label: string;
  /** What the card is about; screen readers hear "{label}: {subject}", so each link is unique on the page. */
  subject: string;
  /** An arrow after the label (default on). */
  arrow?: boolean;
};

/**
 * The link that leads out of a card. One accessible-name rule for the whole site:
 * the visible label, then the card's subject for screen readers.
 */
export function CardLink({ label, subject, arrow = true, ...props }: CardLinkProps) {
  return (
    <Link {...props}>
      {/* One span, so a flex parent's gap cannot split the name into "Label : Subject". */}
      <span>
        {label}
        <span className="sr-only">: {subject}</span>
      </span>
      {arrow && <ArrowRight aria-hidden="true" />}
    </Link>
  );
}
