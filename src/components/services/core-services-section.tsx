import { useId } from "react";
import { ArrowRight, CalendarClock, Check, Tag } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Icon } from "@/components/icons/icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CoreService } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type CoreServicesSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  featuresLabel: string;
  technologiesLabel: string;
  pricingLabel: string;
  deliveryLabel: string;
  /** The link text on each card ('Learn More'). */
  linkLabel: string;
  items: CoreService[];
};

/** The full service catalogue: one wide card per service, each with its own anchor (/services#{id}). */
export function CoreServicesSection({
  id,
  eyebrow,
  title,
  description,
  featuresLabel,
  technologiesLabel,
  pricingLabel,
  deliveryLabel,
  linkLabel,
  items,
}: CoreServicesSectionProps) {
  const baseId = useId();
  return (
    <Section id={id} tone="muted">
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="space-y-8">
        {items.map((service) => {
          const titleId = `${baseId}-${service.id}`;
          return (
            <li key={service.id} className="stagger-item">
              <article
                id={service.id}
                aria-labelledby={titleId}
                className="grid scroll-mt-24 overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-all hover:border-primary/40 hover:shadow-md lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
              >
                <div className="flex flex-col p-6 sm:p-8">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon name={service.icon} className="size-6" />
                  </span>
                  <h3 id={titleId} className="mt-5 text-2xl font-bold tracking-tight">
                    {service.title}
                  </h3>
                  <p className="mt-1 font-medium text-primary">{service.subtitle}</p>
                  <p className="mt-4 text-muted-foreground">{service.description}</p>
                  <dl className="mt-6 grid gap-3 sm:grid-cols-2">
                    <div className="rounded-lg border bg-background px-4 py-3">
                      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                        <Tag className="size-4" aria-hidden="true" />
                        {pricingLabel}
                      </dt>
                      <dd className="mt-1 text-lg font-bold">{service.pricing}</dd>
                    </div>
                    <div className="rounded-lg border bg-background px-4 py-3">
                      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                        <CalendarClock className="size-4" aria-hidden="true" />
                        {deliveryLabel}
                      </dt>
                      <dd className="mt-1 text-lg font-bold">{service.deliveryTime}</dd>
                    </div>
                  </dl>
                  <div className="mt-6 flex-1 content-end">
                    <Button asChild>
                      <Link to={service.href}>
                        {linkLabel}
                        <span className="sr-only"> about {service.title}</span>
                        <ArrowRight aria-hidden="true" />
                      </Link>
                    </Button>
                  </div>
                </div>
                <div className="border-t bg-muted/40 p-6 sm:p-8 lg:border-t-0 lg:border-l">
                  <h4 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                    {featuresLabel}
                  </h4>
                  <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                    {service.features.map((feature) => (
                      <li key={feature} className="flex gap-2.5 text-sm">
                        <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <h4 className="mt-8 text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                    {technologiesLabel}
                  </h4>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {service.technologies.map((technology) => (
                      <li key={technology}>
                        <Badge variant="outline" className="bg-background font-medium">
                          {technology}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
