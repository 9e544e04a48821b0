import { BadgeList } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CardLink } from "@/components/ui/card-link";
import { FactList } from "@/components/ui/fact-list";
import { IconTile } from "@/components/ui/icon-tile";
import type { ServicesPageContent } from "@/content/types";
import { cn } from "@/lib/utils";
import { PhoneFold } from "@/components/sections/phone-fold";
import { Section } from "@/components/sections/section";
import { serviceFacts } from "./service-facts";
import { ServiceFeatures } from "./service-features";

type CoreServicesSectionProps = ServicesPageContent["coreServices"];

/**
 * The full service catalogue: one wide card per service, each with its own anchor
 * (/services#{id}). On wide screens the features panel alternates sides, row by row; on
 * phones it is folded under a toggle, so the five cards stay short.
 */
export function CoreServicesSection({
  featuresLabel,
  technologiesLabel,
  detailsLabel,
  pricingLabel,
  deliveryLabel,
  linkLabel,
  items,
  ...section
}: CoreServicesSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ul className="space-y-6 sm:space-y-8">
        {items.map((service, index) => (
          <li key={service.id} className="stagger-item">
            <article
              id={service.id}
              aria-labelledby={`${service.id}-title`}
              className={cn(
                "grid scroll-mt-24 overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm",
                index % 2 === 0
                  ? "lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
                  : "lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]",
              )}
            >
              <div className={cn("flex flex-col p-5 sm:p-8", index % 2 === 1 && "lg:order-last")}>
                <IconTile name={service.icon} size="lg" />
                <h3 id={`${service.id}-title`} className="mt-5 text-2xl font-bold tracking-tight">
                  {service.title}
                </h3>
                <p className="mt-1 font-medium text-primary">{service.subtitle}</p>
                <p className="mt-4 text-muted-foreground">{service.description}</p>
                <FactList
                  items={serviceFacts(service, { pricingLabel, deliveryLabel })}
                  columns="grid-cols-2"
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
              <PhoneFold
                summary={detailsLabel}
                summaryClassName="px-5"
                className={cn(
                  "border-t bg-muted/40 lg:border-t-0",
                  index % 2 === 0 ? "lg:border-l" : "lg:border-r",
                )}
              >
                <div className="px-5 pt-2 pb-5 sm:p-8">
                  <ServiceFeatures
                    label={featuresLabel}
                    items={service.features}
                    className="sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
                  />
                  <h4 className="mt-8 text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                    {technologiesLabel}
                  </h4>
                  <BadgeList
                    items={service.technologies}
                    variant="outline"
                    weight="medium"
                    badgeClassName="bg-background"
                    className="mt-3"
                  />
                </div>
              </PhoneFold>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
