import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "@/components/ui/link";

/**
 * The one accessible-name rule for controls that repeat on a page ('Read More', 'Download'):
 * the visible label, then what it is about, so each is unique and starts with what is seen.
 */
export function nameFor(label: string, subject: string): string {
  return `${label}: ${subject}`;
}

type CardLinkProps = Omit<ComponentProps<typeof Link>, "children"> & {
  /** The visible text ('Read More', 'Learn More'). */
  label: string;
  /** What the card is about; screen readers hear "{label}: {subject}". */
  subject: string;
  /** An arrow after the label (default on). */
  arrow?: boolean;
};

/**
 * The link that leads out of a card. The name is an aria-label rather than visually hidden
 * text: Chrome splits hidden text off with a space ("Read More : …"). The subject is also in
 * the link's text, visually hidden, for crawlers, which read text and not aria-label (desktop
 * Lighthouse SEO on /services was 92 for five links that read only "Learn More").
 */
export function CardLink({ label, subject, arrow = true, ...props }: CardLinkProps) {
  return (
    <Link aria-label={nameFor(label, subject)} {...props}>
      {label}
      <span className="sr-only">: {subject}</span>
      {arrow && <ArrowRight aria-hidden="true" />}
    </Link>
  );
}
