import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ResultChart } from "@/components/art/result-chart";
import { IconTile } from "@/components/ui/icon-tile";
import type { FeatureGridContent, HomeReason, IconFeature } from "@/content/types";
import { balancedGridColumns } from "@/lib/balanced-grid";
import { cn } from "@/lib/utils";
import { PhoneRail, phoneRailItem, phoneRailItemBox } from "./phone-rail";
import { Section } from "./section";

/** An icon feature, optionally led by a headline figure ("99.9%" + "uptime"). */
type FeatureItem = IconFeature & {
  value?: string;
  valueLabel?: string;
  chart?: HomeReason["chart"];
};

type FeatureGridSectionProps = FeatureGridContent<FeatureItem> & {
  /**
   * "cards": lifted cards (a service's offerings, the company values);
   * "figures": a bento of tiles led by each item's figure, the first one large, a strip to
   *   swipe on phones (why choose us);
   * "list": icon rows in two columns (a service's benefits).
   */
  variant?: "cards" | "figures" | "list";
  /** Larger card titles and more room under the icon. */
  emphasis?: boolean;
  tone?: "default" | "muted";
};

/** The surface of a tile that leads its grid on wide screens: a wash of the accent colour. */
const leadSurface = "lg:bg-linear-to-br lg:from-accent lg:via-card lg:to-card";

/** One section for a grid of icon features: icon, title and a short description. */
export function FeatureGridSection({
  items,
  variant = "cards",
  emphasis = false,
  ...section
}: FeatureGridSectionProps) {
  return (
    <Section {...section}>
      {variant === "list" ? (
        <FeatureRows items={items} />
      ) : variant === "figures" ? (
        <FigureBento items={items} label={section.title} />
      ) : (
        <FeatureCards items={items} emphasis={emphasis} label={section.title} />
      )}
    </Section>
  );
}

/** Icon rows in two columns. */
function FeatureRows({ items }: { items: FeatureItem[] }) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-x-12 gap-y-10 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="stagger-item flex gap-5">
          <IconTile name={item.icon} size="lg" tone="solid" shape="full" />
          <div>
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Tiles led by their figures, the first one large; a strip to swipe on phones. */
function FigureBento({ items, label }: { items: FeatureItem[]; label: string }) {
  return (
    <PhoneRail label={label} className="sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cn(
            phoneRailItemBox,
            // Phones: the figure beside its claim, in a strip to swipe.
            "stagger-item grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 rounded-xl border bg-card p-4 shadow-sm sm:flex sm:flex-col sm:p-6",
            index === 0 && ["lg:col-span-2 lg:row-span-2 lg:p-8", leadSurface],
            index === items.length - 1 && items.length % 2 === 0 && "lg:col-span-2",
          )}
        >
          <FigureTile item={item} lead={index === 0} />
        </li>
      ))}
    </PhoneRail>
  );
}

/** A figure tile's content: icon, figure and its caption, then the claim. */
function FigureTile({ item, lead }: { item: FeatureItem; lead: boolean }) {
  return (
    <>
      <div className="row-span-2 sm:contents">
        <IconTile name={item.icon} size="sm" className={cn("sm:size-11", lead && "lg:size-14")} />
        {lead && item.chart && (
          // Fills the tall lead tile on wide screens; the figure under it says the same in words.
          <ResultChart
            chart={item.chart}
            figure={false}
            size="lg"
            className="hidden lg:my-auto lg:block"
          />
        )}
        <p className={cn("mt-2 sm:mt-5", lead && "lg:mt-auto")}>
          <span
            className={cn(
              "block text-2xl font-bold tracking-tight text-primary sm:text-4xl",
              lead && "lg:text-7xl",
            )}
          >
            {item.value}
          </span>
          <span className="mt-1 block text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:text-sm">
            {item.valueLabel}
          </span>
        </p>
      </div>
      <h3
        className={cn(
          "text-base leading-snug font-semibold sm:mt-3 sm:text-lg",
          lead && "lg:text-2xl",
        )}
      >
        {item.title}
      </h3>
      <p
        className={cn(
          "mt-1 text-sm text-muted-foreground sm:mt-2 sm:text-base",
          lead && "lg:text-lg",
        )}
      >
        {item.description}
      </p>
    </>
  );
}

/**
 * Flat cards: offerings and values lead nowhere. Equal cards in a grid whose rows all fill
 * (six as 3 + 3): a twice-as-wide card beside narrow ones held the same text in fewer lines
 * and stood half empty. A strip to swipe on phones.
 */
function FeatureCards({
  items,
  emphasis,
  label,
}: {
  items: FeatureItem[];
  emphasis: boolean;
  label: string;
}) {
  return (
    <PhoneRail label={label} className={cn("sm:gap-6", balancedGridColumns(items.length))}>
      {items.map((item) => (
        <li key={item.title} className={cn("stagger-item", phoneRailItem)}>
          <Card className="w-full">
            <CardHeader
              gap="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 sm:block"
              padding="p-5 sm:p-6"
            >
              <IconTile name={item.icon} size="lg" className={emphasis ? "sm:mb-4" : "sm:mb-3"} />
              <CardTitle size={emphasis ? "xl" : "h3"} className="self-center">
                {item.title}
              </CardTitle>
              <CardDescription size="base" className="col-span-2 mt-2 sm:mt-1.5">
                {item.description}
              </CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </PhoneRail>
  );
}
