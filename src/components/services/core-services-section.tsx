import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CardLink } from "@/components/ui/card-link";
import { FactList } from "@/components/ui/fact-list";
import { IconTile } from "@/components/ui/icon-tile";
import type { ServicesPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { serviceFacts } from "./service-facts";
import { ServiceFeatures } from "./service-features";

type CoreServicesSectionProps = ServicesPageContent["coreServices"];

/** The full service catalogue: one wide card per service, each with its own anchor (/services#{id}). */
export function CoreServicesSection({
  featuresLabel,
  technologiesLabel,
  pricingLabel,
  deliveryLabel,
  linkLabel,
  items,
  ...section
}: CoreServicesSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ul className="space-y-8">
        {items.map((service) => (
          <li key={service.id} className="stagger-item">
            <article
              id={service.id}
              aria-labelledby={`${service.id}-title`}
              className="grid scroll-mt-24 overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-all hover:border-primary/40 hover:shadow-md lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
            >
              <div className="flex flex-col p-6 sm:p-8">
                <IconTile name={service.icon} size="lg" />
                <h3 id={`${service.id}-title`} className="mt-5 text-2xl font-bold tracking-tight">
                  {service.title}
                </h3>
                <p className="mt-1 font-medium text-primary">{service.subtitle}</p>
                <p className="mt-4 text-muted-foreground">{service.description}</p>
                <FactList
                  items={serviceFacts(service, { pricingLabel, deliveryLabel })}
                  className="mt-6"
                />
                <div className="mt-6 flex-1 content-end">
                  <CardLink
                    to={service.href}
                    label={linkLabel}
                    subject={service.title}
                    className={buttonVariants()}
                  />
                </div>
              </div>
              <div className="border-t bg-muted/40 p-6 sm:p-8 lg:border-t-0 lg:border-l">
                <ServiceFeatures
                  label={featuresLabel}
                  items={service.features}
                  className="sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
                />
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
        ))}
      </ul>
    </Section>
  );
}
