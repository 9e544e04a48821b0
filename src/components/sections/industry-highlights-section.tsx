import { useId } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Icon } from "@/components/icons/icon";
import {
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { CallToAction, HomeIndustryCard } from "@/content/types";
import { CtaButton } from "./page-hero";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";

type IndustryHighlightsSectionProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  linkLabel: string;
  items: HomeIndustryCard[];
  action: CallToAction;
};

/** A few industries as cards, each leading to its industry page (the home page's industries). */
export function IndustryHighlightsSection({
  id = "industries",
  eyebrow,
  title,
  description,
  linkLabel,
  items,
  action,
}: IndustryHighlightsSectionProps) {
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
                <CardHeader className="flex-1">
                  <span className="mb-3 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon name={item.icon} className="size-6" />
                  </span>
                  <CardTitle id={titleId}>{item.title}</CardTitle>
                  <CardDescription className="text-base">{item.description}</CardDescription>
                </CardHeader>
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
        <CtaButton action={action} variant="outline" />
      </div>
    </Section>
  );
}
