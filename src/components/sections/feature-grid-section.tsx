import type { ReactNode } from "react";
import { CardDescription, CardHeader, CardTitle, InteractiveCard } from "@/components/ui/card";
import { IconTile } from "@/components/ui/icon-tile";
import type { FeatureGridContent, IconFeature } from "@/content/types";
import { cn } from "@/lib/utils";
import { Section } from "./section";

/** An icon feature, optionally led by a headline figure ("99.9%" + "uptime"). */
type FeatureItem = IconFeature & { value?: string; valueLabel?: string };

type FeatureGridSectionProps = FeatureGridContent<FeatureItem> & {
  /**
   * "cards": lifted cards (a service's offerings, the company values);
   * "figures": cards led by each item's figure (why choose us);
   * "list": icon rows in two columns (a service's benefits).
   */
  variant?: "cards" | "figures" | "list";
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
  /** Larger card titles, and the icon fills on hover. */
  emphasis?: boolean;
  tone?: "default" | "muted";
};

/** One section for a grid of icon features: icon, title and a short description. */
export function FeatureGridSection({
  items,
  variant = "cards",
  columns = 3,
  emphasis = false,
  ...section
}: FeatureGridSectionProps) {
  let list: ReactNode;
  if (variant === "list") {
    list = (
      <ul className="mx-auto grid max-w-5xl gap-x-12 gap-y-10 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="stagger-item flex gap-5">
            <IconTile name={item.icon} size="lg" tone="solid" className="rounded-full" />
            <div>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  } else {
    list = (
      <ul
        className={cn(
          "grid gap-6 sm:grid-cols-2",
          columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        )}
      >
        {items.map((item) =>
          variant === "figures" ? (
            <li
              key={item.title}
              className="stagger-item flex flex-col rounded-xl border bg-card p-6 shadow-sm"
            >
              <IconTile name={item.icon} />
              <p className="mt-5">
                <span className="block text-4xl font-bold tracking-tight text-primary">
                  {item.value}
                </span>
                <span className="mt-1 block text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                  {item.valueLabel}
                </span>
              </p>
              <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.description}</p>
            </li>
          ) : (
            <li key={item.title} className="stagger-item flex">
              <InteractiveCard className={cn("w-full", emphasis && "group")}>
                <CardHeader>
                  <IconTile
                    name={item.icon}
                    size="lg"
                    className={cn(
                      "mb-3",
                      emphasis &&
                        "mb-4 transition-colors group-hover:bg-primary group-hover:text-primary-foreground",
                    )}
                  />
                  <CardTitle className={cn(emphasis && "text-xl")}>{item.title}</CardTitle>
                  <CardDescription className="text-base">{item.description}</CardDescription>
                </CardHeader>
              </InteractiveCard>
            </li>
          ),
        )}
      </ul>
    );
  }
  return <Section {...section}>{list}</Section>;
}
