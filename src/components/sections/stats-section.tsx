import type { Stat, StatsContent } from "@/content/types";
import { IconTile } from "@/components/ui/icon-tile";
import { cn } from "@/lib/utils";
import { Section } from "./section";

type StatsSectionProps = StatsContent & {
  /**
   * "band": figures over muted labels, no heading (About, Case Studies);
   * "results": a small caption, bold labels and an optional detail line (service pages);
   * "cards": a full heading and flat cards, each with an optional icon (industry benefits, documents).
   */
  variant?: "band" | "results" | "cards";
  /** Figures per row on wide screens. */
  columns?: 3 | 4;
  tone?: "default" | "muted";
};

const gridClasses = {
  band: { 3: "grid gap-4 sm:grid-cols-3", 4: "grid grid-cols-2 gap-4 lg:grid-cols-4" },
  results: {
    3: "grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-3",
    4: "grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4",
  },
  cards: {
    3: "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3",
    4: "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4",
  },
} as const;

/** One section for headline figures: the bands under a hero and the stat cards further down. */
export function StatsSection({
  items,
  variant = "band",
  columns = 4,
  ...section
}: StatsSectionProps) {
  if (variant === "cards") {
    return (
      <Section {...section}>
        {/* Cards keep value and label in one sentence ("95% reduction in …"), read in that order. */}
        <ul className={gridClasses.cards[columns]}>
          {items.map((item) => (
            <li
              key={item.label}
              className="stagger-item flex flex-col rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
            >
              {item.icon && <IconTile name={item.icon} tone="accent" className="mb-5" />}
              <p>
                <span className="block text-4xl font-bold tracking-tight text-primary sm:text-5xl">
                  {item.value}
                </span>{" "}
                <span className="mt-3 block text-base font-medium">{item.label}</span>
              </p>
              {item.detail && <p className="mt-1 text-sm text-muted-foreground">{item.detail}</p>}
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  return (
    <Section id={section.id} tone={section.tone} spacing={variant === "band" ? "band" : "snug"}>
      {section.title && (
        <h2 className="mb-8 text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">
          {section.title}
        </h2>
      )}
      <dl className={gridClasses[variant][columns]}>
        {items.map((item) =>
          variant === "results" ? (
            <StatTile key={item.label} stat={item} className="stagger-item" />
          ) : (
            <div
              key={item.label}
              className="stagger-item flex flex-col-reverse items-center rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm"
            >
              <dt className="mt-1 text-sm font-medium text-muted-foreground">{item.label}</dt>
              <dd
                className={cn(
                  "text-4xl font-bold tracking-tight text-primary",
                  columns === 4 && "sm:text-5xl",
                )}
              >
                {item.value}
              </dd>
            </div>
          ),
        )}
      </dl>
    </Section>
  );
}

type StatTileProps = {
  stat: Stat;
  /** Smaller type and padding on narrow screens and no detail line (three across the home hero). */
  compact?: boolean;
  className?: string;
};

/** One figure on a tile, for a description list: the value above its label, then an optional detail. */
export function StatTile({ stat, compact = false, className }: StatTileProps) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-xl border bg-card text-center shadow-sm",
        compact ? "px-2 py-4 sm:px-5 sm:py-5" : "p-5 sm:p-6",
        className,
      )}
    >
      <dt className={cn("font-semibold", compact && "text-xs min-[400px]:text-sm sm:text-base")}>
        {stat.label}
      </dt>
      <dd
        className={cn(
          "order-first font-bold tracking-tight text-primary",
          compact ? "text-2xl min-[400px]:text-3xl sm:text-4xl" : "text-3xl sm:text-4xl",
        )}
      >
        {stat.value}
      </dd>
      {stat.detail && !compact && (
        <dd className="mt-1 text-sm text-muted-foreground">{stat.detail}</dd>
      )}
    </div>
  );
}
