import { Icon } from "@/components/icons/icon";
import { CardDescription, CardHeader, CardTitle, InteractiveCard } from "@/components/ui/card";
import type { IconFeature } from "@/content/types";
import { cn } from "@/lib/utils";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type ServiceOfferingsSectionProps = {
  id: string;
  tone?: "default" | "muted";
  /** "cards": a grid of cards (what a service delivers); "list": icon rows in two columns (its benefits). */
  layout?: "cards" | "list";
  eyebrow?: string;
  title: string;
  description?: string;
  items: IconFeature[];
};

/** Icon, title and description items: the offerings and the benefits of a service page. */
export function ServiceOfferingsSection({
  id,
  tone,
  layout = "cards",
  eyebrow,
  title,
  description,
  items,
}: ServiceOfferingsSectionProps) {
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      {layout === "cards" ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.title} className="stagger-item flex">
              <InteractiveCard className="w-full">
                <CardHeader>
                  <span className="mb-3 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon name={item.icon} className="size-6" />
                  </span>
                  <CardTitle>{item.title}</CardTitle>
                  <CardDescription className="text-base">{item.description}</CardDescription>
                </CardHeader>
              </InteractiveCard>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={cn("mx-auto grid max-w-5xl gap-x-12 gap-y-10 md:grid-cols-2")}>
          {items.map((item) => (
            <li key={item.title} className="stagger-item flex gap-5">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon name={item.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-muted-foreground">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
