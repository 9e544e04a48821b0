import type { ResultChart as ResultChartContent } from "@/content/types";
import { cn } from "@/lib/utils";

/**
 * A case study's headline result as a small before/after bar chart. Screen readers hear the
 * one-sentence summary (role="img"); the bars are SVG so no inline styles are needed.
 */
export function ResultChart({
  chart,
  figure = true,
  size = "sm",
  surface = "background",
  className,
}: {
  chart: ResultChartContent;
  /** "lg" where the chart fills a large tile. */
  size?: "sm" | "lg";
  /** false where the figure is already shown large beside the chart. */
  figure?: boolean;
  /** The surface it sits on: "card" when the chart is inside a page-coloured box. */
  surface?: "background" | "card";
  className?: string;
}) {
  const max = Math.max(...chart.bars.map((bar) => bar.value), 1);
  return (
    <div
      role="img"
      aria-label={chart.summary}
      className={cn(
        "rounded-xl border",
        size === "lg" ? "p-6" : "p-4",
        surface === "card" ? "bg-card" : "bg-background",
        className,
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <p
          className={cn("font-medium text-muted-foreground", size === "lg" ? "text-sm" : "text-xs")}
        >
          {chart.metric}
        </p>
        {figure && (
          <p className="text-2xl font-bold tracking-tight whitespace-nowrap text-primary">
            {chart.figure}
          </p>
        )}
      </div>
      <div className={size === "lg" ? "mt-5 space-y-4" : "mt-3 space-y-2.5"}>
        {chart.bars.map((bar, index) => {
          const last = index === chart.bars.length - 1;
          return (
            <div
              key={bar.label}
              className={cn(
                "grid items-center",
                size === "lg"
                  ? "grid-cols-[4rem_minmax(0,1fr)_3rem] gap-3 text-sm"
                  : "grid-cols-[3.25rem_minmax(0,1fr)_3.5rem] gap-2 text-xs",
              )}
            >
              <span className="text-muted-foreground">{bar.label}</span>
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className={cn("w-full", size === "lg" ? "h-5" : "h-3")}
              >
                <rect width={100} height={10} rx={5} className="fill-muted-foreground/15" />
                <rect
                  width={Math.max((bar.value / max) * 100, 4)}
                  height={10}
                  rx={5}
                  className={last ? "fill-primary" : "fill-muted-foreground/50"}
                />
              </svg>
              <span className="text-right font-semibold tabular-nums">{bar.display}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
