import { CalendarClock, Check, Tag } from "lucide-react";
import { Icon } from "@/components/icons/icon";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { CallToAction, CoreService } from "@/content/types";
import { cn } from "@/lib/utils";
import { CtaButton } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type ServicePackagesSectionProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  pricingLabel: string;
  deliveryLabel: string;
  featuresLabel: string;
  /** The core services this page offers, with their price and delivery time. */
  packages: CoreService[];
  action: CallToAction;
};

/** Price, delivery time and what is included, for the core services a service page covers. */
export function ServicePackagesSection({
  id = "pricing",
  eyebrow,
  title,
  description,
  pricingLabel,
  deliveryLabel,
  featuresLabel,
  packages,
  action,
}: ServicePackagesSectionProps) {
  return (
    <Section id={id} tone="muted">
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul
        className={cn(
          "mx-auto grid gap-6",
          packages.length > 1 ? "max-w-5xl md:grid-cols-2" : "max-w-3xl",
        )}
      >
        {packages.map((item) => (
          <li key={item.id} className="stagger-item flex">
            <InteractiveCard className="w-full">
              <CardHeader className="sm:p-8">
                <div className="flex items-center gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon name={item.icon} className="size-6" />
                  </span>
                  <div>
                    <CardTitle className="text-xl">{item.title}</CardTitle>
                    <CardDescription>{item.subtitle}</CardDescription>
                  </div>
                </div>
                <dl
                  className={cn(
                    "mt-6 grid gap-3",
                    packages.length > 1 ? "lg:grid-cols-2" : "sm:grid-cols-2",
                  )}
                >
                  <div className="rounded-lg bg-accent px-4 py-3 text-accent-foreground">
                    <dt className="flex items-center gap-1.5 text-sm">
                      <Tag className="size-4" aria-hidden="true" />
                      {pricingLabel}
                    </dt>
                    <dd className="mt-1 text-xl font-bold">{item.pricing}</dd>
                  </div>
                  <div className="rounded-lg bg-accent px-4 py-3 text-accent-foreground">
                    <dt className="flex items-center gap-1.5 text-sm">
                      <CalendarClock className="size-4" aria-hidden="true" />
                      {deliveryLabel}
                    </dt>
                    <dd className="mt-1 text-xl font-bold">{item.deliveryTime}</dd>
                  </div>
                </dl>
              </CardHeader>
              <CardContent className="sm:px-8">
                <h4 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                  {featuresLabel}
                </h4>
                <ul className={cn("mt-4 grid gap-3", packages.length === 1 && "sm:grid-cols-2")}>
                  {item.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter className="sm:px-8 sm:pb-8">
                <CtaButton action={action} size="default" className="w-full sm:w-auto" />
              </CardFooter>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
