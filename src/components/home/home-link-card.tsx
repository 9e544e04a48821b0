import type { ReactNode } from "react";
import { CardFooter, InteractiveCard } from "@/components/ui/card";
import { CardLink } from "@/components/ui/card-link";
import { cn } from "@/lib/utils";

type HomeLinkCardProps = {
  /** Where the whole card leads. */
  href: string;
  /** The visible link text at the bottom ('Learn More'). */
  linkLabel: string;
  /** The card's title, read after the link text ("Learn More: AI Automation"). */
  subject: string;
  className?: string;
  footerClassName?: string;
  children: ReactNode;
};

/** A home page card that is one big link: its footer link stretches over the whole card. */
export function HomeLinkCard({
  href,
  linkLabel,
  subject,
  className,
  footerClassName,
  children,
}: HomeLinkCardProps) {
  return (
    <InteractiveCard className={cn("w-full", className)}>
      {children}
      <CardFooter className={footerClassName}>
        <CardLink
          to={href}
          label={linkLabel}
          subject={subject}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-lg hover:underline [&_svg]:size-4"
        />
      </CardFooter>
    </InteractiveCard>
  );
}
