import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Shared drawing bits for the site's art. Everything is inline SVG coloured by the theme
 * tokens (fill-card, stroke-border, fill-primary …), so both themes work and nothing loads.
 */

type ArtProps = {
  children: ReactNode;
  /** Defaults to the hero canvas, 480 by 360. */
  viewBox?: string;
  className?: string;
};

/** The root of a decorative drawing: hidden from assistive technology. */
export function Art({ children, viewBox = "0 0 480 360", className }: ArtProps) {
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      fill="none"
      className={cn("block h-auto w-full", className)}
    >
      {children}
    </svg>
  );
}

type BoxProps = Omit<ComponentProps<"rect">, "x" | "y" | "width" | "height"> & {
  x: number;
  y: number;
  w: number;
  h: number;
};

/** A rectangle placed by its corner and size, the base of panels and bars. */
export function Box({ x, y, w, h, ...props }: BoxProps) {
  return <rect x={x} y={y} width={w} height={h} {...props} />;
}

/** A floating panel: card surface, hairline border, soft corner. */
export function Panel({
  rx = 12,
  stroke = "stroke-border",
  className,
  ...props
}: BoxProps & {
  /** Its border's colour: the hairline, or a stronger one for a panel that stands out. */
  stroke?: "stroke-border" | "stroke-foreground/25" | "stroke-primary" | "stroke-primary/50";
}) {
  return (
    <Box rx={rx} className={cn("fill-card", stroke, className)} strokeWidth={1.5} {...props} />
  );
}

const barTones = {
  muted: "fill-muted-foreground/20",
  faint: "fill-muted-foreground/10",
  primary: "fill-primary",
  soft: "fill-primary/25",
  success: "fill-success",
  ink: "fill-foreground/70",
  /** On a primary-coloured surface. */
  inverse: "fill-primary-foreground",
  "inverse-soft": "fill-primary-foreground/60",
  /** On a dark (foreground-coloured) surface. */
  paper: "fill-background/60",
  "paper-faint": "fill-background/40",
} as const;

export type BarTone = keyof typeof barTones;

/** A rounded bar: a line of text in a skeleton, or a bar of a chart. */
export function Bar({
  x,
  y,
  w,
  h = 6,
  tone = "muted",
  className,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  tone?: BarTone;
  className?: string;
}) {
  return (
    <Box
      x={x}
      y={y}
      w={w}
      h={h}
      rx={Math.min(h / 2, 4)}
      className={cn(barTones[tone], className)}
    />
  );
}

/** A column chart's columns standing on `base`, `step` apart; the last in the accent colour. */
export function Columns({
  x,
  base,
  step,
  w,
  heights,
}: {
  x: number;
  base: number;
  step: number;
  w: number;
  heights: readonly number[];
}) {
  return heights.map((h, i) => (
    <Bar
      key={i}
      x={x + i * step}
      y={base - h}
      w={w}
      h={h}
      tone={i === heights.length - 1 ? "primary" : "soft"}
    />
  ));
}

/** A circle in one of the bar tones. */
export function Dot({
  cx,
  cy,
  r = 4,
  tone = "primary",
}: {
  cx: number;
  cy: number;
  r?: number;
  tone?: BarTone;
}) {
  return <circle cx={cx} cy={cy} r={r} className={barTones[tone]} />;
}

/** An open line with round ends (a tick, a connector, a chart line); `joined` rounds its bends. */
export function Stroke({
  width = 2,
  joined,
  ...props
}: Omit<ComponentProps<"path">, "strokeWidth"> & { width?: number; joined?: boolean }) {
  return (
    <path
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin={joined ? "round" : undefined}
      {...props}
    />
  );
}

/** A connector line in the accent colour. */
export function Wire({
  d,
  dashed,
  className,
}: {
  d: string;
  dashed?: boolean;
  className?: string;
}) {
  return (
    <Stroke
      d={d}
      className={cn("stroke-primary/60", className)}
      strokeDasharray={dashed ? "4 6" : undefined}
    />
  );
}

/** A tinted square with a check mark, the art's "done" badge. */
export function CheckBadge({ x, y, size = 22 }: { x: number; y: number; size?: number }) {
  const s = size / 22;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect width={22} height={22} rx={7} className="fill-success/15" />
      <Stroke d="M6.5 11.5l3 3 6-7" className="stroke-success" width={2.2} joined />
    </g>
  );
}

/** A line through points given as "x,y x,y …", the line of a chart. */
export function TrendLine({
  points,
  stroke = "stroke-primary",
}: {
  points: string;
  /** Its colour: the accent, or a muted one for a line beside the accent's. */
  stroke?: "stroke-primary" | "stroke-foreground/50" | "stroke-foreground/60";
}) {
  return <Stroke d={`M${points}`} className={stroke} width={2.5} joined />;
}

/** The area under a trend line, down to `base`. */
export function TrendArea({ points, base }: { points: string; base: number }) {
  const pairs = points.trim().split(/\s+/);
  const first = pairs[0]?.split(",")[0];
  const last = pairs[pairs.length - 1]?.split(",")[0];
  return (
    <polygon points={`${first},${base} ${points} ${last},${base}`} className="fill-primary/10" />
  );
}
