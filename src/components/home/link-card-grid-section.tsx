import {
  CardDescription,
  CardHeader,
  CardTitle,
  CardTitleLink,
  InteractiveCard,
} from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";
import { CtaButton } from "@/components/ui/cta-button";
import { IconTile } from "@/components/ui/icon-tile";
import type { LinkCard, LinkCardGridContent } from "@/content/types";
import { cn } from "@/lib/utils";
import { CardCue } from "@/components/sections/card-cue";
import { Section } from "@/components/sections/section";
import { PhoneRail, phoneRailItem } from "@/components/sections/phone-rail";

type LinkCardGridSectionProps = LinkCardGridContent & {
  /**
   * "bento": tiles of mixed width, the first and last wide, a strip to swipe on phones (services);
   * "list": cards with the icon beside the text, in two columns (industries).
   */
  layout?: "bento" | "list";
  /** "outline" for a quieter button under the cards. */
  actionVariant?: "default" | "outline";
};

/** Cards that each lead to a page, and one button under them (the home page's services and industries). */
export function LinkCardGridSection({
  linkLabel,
  items,
  action,
  layout = "bento",
  actionVariant = "default",
  ...section
}: LinkCardGridSectionProps) {
  return (
    <Section {...section} tone={layout === "bento" ? "muted" : "default"}>
      {layout === "bento" ? (
        <PhoneRail className="sm:grid-cols-2 lg:grid-cols-6 lg:gap-6">
          {items.map((item, index) => (
            <li
              key={item.href}
              className={cn(
                "stagger-item",
                phoneRailItem,
                // Wide, narrow / narrow, wide: the first and the last service lead their row.
                index % 4 === 0 || index % 4 === 3 ? "lg:col-span-4" : "lg:col-span-2",
              )}
            >
              <BentoCard
                item={item}
                linkLabel={linkLabel}
                wide={index % 4 === 0 || index % 4 === 3}
              />
            </li>
          ))}
        </PhoneRail>
      ) : (
        <PhoneRail className="md:grid-cols-2">
          {items.map((item) => (
            <li key={item.href} className={cn("stagger-item", phoneRailItem)}>
              <ListRow item={item} linkLabel={linkLabel} />
            </li>
          ))}
        </PhoneRail>
      )}
      <div className="mt-6 flex justify-center sm:mt-12">
        <CtaButton action={action} variant={actionVariant} />
      </div>
    </Section>
  );
}

function BentoCard({
  item,
  linkLabel,
  wide,
}: {
  item: LinkCard;
  linkLabel: string;
  wide: boolean;
}) {
  return (
    <InteractiveCard
      className={cn(
        "group w-full overflow-hidden",
        wide && "lg:bg-linear-to-br lg:from-accent lg:via-card lg:to-card",
      )}
    >
      <CardHeader
        gap="flex flex-col gap-3"
        padding="p-4 sm:p-6"
        className={cn(
          "h-full",
          wide && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] lg:gap-x-10 lg:px-8",
        )}
      >
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3 lg:block">
            <IconTile name={item.icon} size="lg" className={cn("lg:mb-4", wide && "lg:size-14")} />
            <CardTitle size="xl" className={cn(wide && "lg:text-2xl")}>
              <CardTitleLink to={item.href}>{item.title}</CardTitleLink>
            </CardTitle>
          </div>
          <CardDescription size="base">{item.description}</CardDescription>
        </div>
        <div className={cn(wide && "lg:flex lg:flex-col lg:gap-6 lg:self-center")}>
          {item.highlights && (
            <CheckList
              items={item.highlights}
              size="sm"
              gap="gap-2"
              className={cn(wide && "lg:rounded-lg lg:border lg:bg-background/70 lg:p-5")}
            />
          )}
          {wide && item.figure && (
            // The wide card's second column would otherwise end a third of the way down.
            <p className="hidden lg:block">
              <span className="block text-4xl font-bold tracking-tight text-primary">
                {item.figure.value}
              </span>
              <span className="mt-1 block font-semibold">{item.figure.label}</span>
              {item.figure.detail && (
                <span className="block text-sm text-muted-foreground">{item.figure.detail}</span>
              )}
            </p>
          )}
        </div>
        <div className={cn("mt-auto pt-2", wide && "lg:col-span-2")}>
          <CardCue label={linkLabel} />
        </div>
      </CardHeader>
    </InteractiveCard>
  );
}

function ListRow({ item, linkLabel }: { item: LinkCard; linkLabel: string }) {
  return (
    <InteractiveCard direction="row" className="group w-full gap-4 p-4 sm:p-6">
      <IconTile name={item.icon} size="lg" />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg leading-snug font-semibold">
          <CardTitleLink to={item.href}>{item.title}</CardTitleLink>
        </h3>
        <p className="mt-1 text-muted-foreground">{item.description}</p>
        <div className="mt-2">
          <CardCue label={linkLabel} />
        </div>
      </div>
    </InteractiveCard>
  );
}
