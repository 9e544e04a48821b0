import { useId } from "react";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Icon } from "@/components/icons/icon";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { CallToAction, IconFeature } from "@/content/types";
import { CtaButton } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

/** A card that leads to a page, with an optional checklist of highlights. */
type LinkCard = IconFeature & { href: string; highlights?: string[] };

type LinkCardGridSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  linkLabel: string;
  items: LinkCard[];
  action: CallToAction;
  /** "outline" for a quieter button under the grid. */
  actionVariant?: "default" | "outline";
};

/** Cards that each lead to a page, and one button under them (the home page's services and industries). */
export function LinkCardGridSection({
  id,
  eyebrow,
  title,
  description,
  linkLabel,
  items,
  action,
  actionVariant = "default",
}: LinkCardGridSectionProps) {
  const baseId = useId();
  return (
    <Section id={id} tone="muted">
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((item, index) => {
          const titleId = `${baseId}-${index}`;
          return (
            <li key={item.href} className="stagger-item flex">
              <InteractiveCard className="relative w-full">
                <CardHeader className={item.highlights ? undefined : "flex-1"}>
                  <span className="mb-3 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon name={item.icon} className="size-6" />
                  </span>
                  <CardTitle id={titleId}>{item.title}</CardTitle>
                  <CardDescription className="text-base">{item.description}</CardDescription>
                </CardHeader>
                {item.highlights && (
                  <CardContent>
                    <ul className="space-y-2 text-sm">
                      {item.highlights.map((highlight) => (
                        <li key={highlight} className="flex gap-2">
                          <Check
                            className="mt-0.5 size-4 shrink-0 text-primary"
                            aria-hidden="true"
                          />
                          <span>{highlight}</span>
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                )}
                <CardFooter>
                  <Link
                    to={item.href}
                    aria-describedby={titleId}
                    className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-lg hover:underline"
                  >
                    {linkLabel}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </CardFooter>
              </InteractiveCard>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 flex justify-center">
        <CtaButton action={action} variant={actionVariant} />
      </div>
    </Section>
  );
}
