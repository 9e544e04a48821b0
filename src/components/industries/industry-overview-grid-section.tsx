import { ArrowRight, Check } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Icon } from "@/components/icons/icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { IndustriesOverviewContent, IndustryCard } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type IndustryOverviewGridSectionProps = IndustriesOverviewContent["grid"] & {
  cards: IndustryCard[];
};

/** The /industries grid: one card per industry with its features, technologies and a link to its page. */
export function IndustryOverviewGridSection({
  id,
  eyebrow,
  title,
  description,
  featuresLabel,
  technologiesLabel,
  linkLabel,
  cards,
}: IndustryOverviewGridSectionProps) {
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => {
          const titleId = `${id}-${card.href.split("/").pop()}-title`;
          return (
            <li key={card.href} className="stagger-item flex">
              <InteractiveCard className="w-full">
                <CardHeader className="gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon name={card.icon} className="size-6" />
                  </span>
                  <CardTitle id={titleId} className="text-xl">
                    {card.title}
                  </CardTitle>
                  <CardDescription className="text-base">{card.description}</CardDescription>
                </CardHeader>
                <CardContent className="grid content-start gap-6">
                  <div>
                    <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                      {featuresLabel}
                    </p>
                    <ul className="grid gap-2 text-sm">
                      {card.features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <Check
                            aria-hidden="true"
                            className="mt-0.5 size-4 shrink-0 text-primary"
                          />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                      {technologiesLabel}
                    </p>
                    <ul className="flex flex-wrap gap-2">
                      {card.technologies.map((technology) => (
                        <li key={technology}>
                          <Badge variant="soft">{technology}</Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                </CardContent>
                <CardFooter>
                  <Button asChild variant="outline" className="group w-full">
                    <Link to={card.href}>
                      {linkLabel}
                      <span className="sr-only"> about {card.title}</span>
                      <ArrowRight
                        aria-hidden="true"
                        className="group-hover:translate-x-0.5 motion-safe:transition-transform"
                      />
                    </Link>
                  </Button>
                </CardFooter>
              </InteractiveCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
