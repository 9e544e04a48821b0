import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { CtaButton } from "@/components/ui/cta-button";
import { FactList } from "@/components/ui/fact-list";
import { IconTile } from "@/components/ui/icon-tile";
import { coreServices, servicesPage } from "@/content/services/services-page";
import type { ServiceDetailPage } from "@/content/types";
import { cn } from "@/lib/utils";
import { Section } from "@/components/sections/section";
import { serviceFacts } from "./service-facts";
import { ServiceFeatures } from "./service-features";

type ServicePackagesSectionProps = ServiceDetailPage["packages"];

/**
 * Price, delivery time and what is included, for the core services a service page covers;
 * the packages and their labels are the core services of /services, picked by id.
 */
export function ServicePackagesSection({
  serviceIds,
  action,
  ...section
}: ServicePackagesSectionProps) {
  const { pricingLabel, deliveryLabel, featuresLabel } = servicesPage.coreServices;
  const packages = serviceIds.flatMap((serviceId) =>
    coreServices.filter((service) => service.id === serviceId),
  );
  return (
    <Section {...section} tone="muted">
      <ul
        className={cn(
          "mx-auto grid gap-6",
          packages.length > 1 ? "max-w-5xl md:grid-cols-2" : "max-w-3xl",
        )}
      >
        {packages.map((item) => (
          <li key={item.id} className="stagger-item flex">
            <Card className="w-full">
              <CardHeader className="sm:p-8">
                <div className="flex items-center gap-4">
                  <IconTile name={item.icon} size="lg" />
                  <div>
                    <CardTitle size="xl">{item.title}</CardTitle>
                    <CardDescription>{item.subtitle}</CardDescription>
                  </div>
                </div>
                <FactList
                  items={serviceFacts(item, { pricingLabel, deliveryLabel })}
                  columns={
                    packages.length > 1 ? "sm:grid-cols-none lg:grid-cols-2" : "sm:grid-cols-2"
                  }
                  className={cn(
                    "mt-6",
                    // The package cards' facts sit on accent tiles, a step larger than the catalogue's.
                    "[&_dd]:text-xl [&_dt]:text-accent-foreground [&>div]:border-0 [&>div]:bg-accent [&>div]:text-accent-foreground",
                  )}
                />
              </CardHeader>
              <CardContent className="sm:px-8">
                <ServiceFeatures
                  label={featuresLabel}
                  items={item.features}
                  className={packages.length === 1 ? "sm:grid-cols-2" : undefined}
                />
              </CardContent>
              <CardFooter className="sm:px-8 sm:pb-8">
                <CtaButton action={action} size="default" className="w-full sm:w-auto" />
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
