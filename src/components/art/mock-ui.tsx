import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Pieces of the heroes' mock interfaces: small screens of what the agency builds, drawn in
 * HTML so their words are real text (crisp at any size, checked for contrast) on the theme
 * tokens. The whole scene is decorative and hidden from assistive technology; its figures
 * are read from the page's own content, so the picture and the page agree.
 */

/**
 * A scene at the 4:3 of the other drawings. Its type steps up once the scene is wide enough
 * (a container query). Below 640 px the scene is composed for the phone, not scaled down: its
 * focal card (`data-focal`) stands alone in the flow at the full width, in 12 px type or more,
 * and the satellite cards are left out (the selectors outrank the caller's placement).
 */
export function MockScene({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden="true" className="@container w-full select-none sm:aspect-[4/3]">
      <div className="relative size-full text-[10px] leading-[1.3] text-foreground max-sm:text-xs @sm:text-xs @md:text-sm max-sm:[&>:not([data-focal])]:hidden max-sm:[&>[data-focal]]:static max-sm:[&>[data-focal]]:w-full">
        {children}
      </div>
    </div>
  );
}

/**
 * A floating card of the scene, placed by the caller (absolute, in percent of the scene). The
 * `focal` card is the one a phone shows.
 */
export function MockPanel({
  focal = false,
  className,
  children,
}: {
  focal?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      data-focal={focal || undefined}
      className={cn(
        "absolute overflow-hidden rounded-xl border bg-card shadow-lg shadow-foreground/5",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A window's top bar: three dots and what the window shows, with something at its end. */
export function MockTitleBar({ title, end }: { title: string; end?: ReactNode }) {
  return (
    <div className="flex items-center gap-2 border-b px-2.5 py-1.5 @sm:px-3.5 @sm:py-2">
      <span className="flex gap-1">
        {[0, 1, 2].map((dot) => (
          <span key={dot} className="size-1.5 rounded-full bg-muted-foreground/25" />
        ))}
      </span>
      <span className="truncate font-medium text-muted-foreground">{title}</span>
      {end && <span className="ml-auto shrink-0">{end}</span>}
    </div>
  );
}

/** How a column chart marks its last column: this week (solid) or a forecast (dashed). */
const columnTones = {
  now: { past: "bg-primary/25", last: "bg-primary" },
  forecast: { past: "bg-primary/40", last: "border border-dashed border-primary bg-primary/15" },
};

/**
 * A column chart, one column per period, its heights given as classes (the site's CSP allows
 * no inline style). The caller sizes and spaces it.
 */
export function MockColumns({
  heights,
  last = "now",
  className,
}: {
  heights: readonly string[];
  last?: keyof typeof columnTones;
  className: string;
}) {
  const tones = columnTones[last];
  return (
    <div className={cn("flex items-end", className)}>
      {heights.map((height, index) => (
        <span
          key={index}
          className={cn(
            "flex-1 rounded-sm",
            height,
            index === heights.length - 1 ? tones.last : tones.past,
          )}
        />
      ))}
    </div>
  );
}

type ChipTone = "primary" | "soft" | "success" | "destructive" | "muted";

/**
 * A status is told by a dot in its colour on a faint tint, its word in the text colour: the
 * success and destructive colours are too light for small words on their own tints.
 */
const chipTones: Record<ChipTone, { chip: string; dot?: string }> = {
  primary: { chip: "bg-primary text-primary-foreground" },
  soft: { chip: "bg-accent text-accent-foreground" },
  success: { chip: "bg-success/10 text-foreground", dot: "bg-success" },
  destructive: { chip: "bg-destructive/10 text-foreground", dot: "bg-destructive" },
  muted: { chip: "bg-muted text-muted-foreground" },
};

const chipSizes = {
  /** A status or a tag. */
  label: "px-1.5 py-px @sm:px-2",
  /** A button of the mock screen. */
  button: "px-2.5 py-1 @sm:px-3",
} as const;

/** A small rounded label: a status, a tag, a score; or, larger, a mock screen's button. */
export function MockChip({
  tone = "soft",
  size = "label",
  children,
  className,
}: {
  tone?: ChipTone;
  size?: keyof typeof chipSizes;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full font-semibold whitespace-nowrap sm:text-[0.9em]",
        chipSizes[size],
        chipTones[tone].chip,
        className,
      )}
    >
      {chipTones[tone].dot && (
        <span className={cn("size-1.5 shrink-0 rounded-full", chipTones[tone].dot)} />
      )}
      {children}
    </span>
  );
}

/** A headline figure and what it measures, as a report tile shows it. */
export function MockFigure({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="text-[1.6em] leading-none font-semibold tracking-tight">{value}</p>
      <p className="mt-1 text-muted-foreground">{label}</p>
    </div>
  );
}

/** A panel of the scene holding one of the page's own figures, placed by the caller. */
export function MockFigurePanel({
  figure,
  className,
}: {
  figure: { value: string; label: string };
  className: string;
}) {
  return (
    <MockPanel className={cn("p-2.5 @sm:p-3.5", className)}>
      <MockFigure value={figure.value} label={figure.label} />
    </MockPanel>
  );
}

const stepTones = {
  default: "border-border bg-card text-primary",
  accent: "border-primary bg-primary text-primary-foreground",
  alert: "border-destructive/40 bg-destructive/10 text-destructive",
  done: "border-success/40 bg-success/12 text-success",
} as const;

/**
 * One step of a flow: an icon on a line that joins it to the next step, a title and a detail.
 * The last step of a list leaves out the line (`last`).
 */
export function MockStep({
  icon,
  title,
  detail,
  tone = "default",
  last,
  children,
}: {
  icon: ReactNode;
  title: string;
  detail?: string;
  tone?: keyof typeof stepTones;
  last?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className="relative flex gap-2 pb-2 last:pb-0 @sm:gap-2.5 @sm:pb-3">
      {!last && (
        <span className="absolute top-5 bottom-0 left-2.5 w-px bg-primary/40 @sm:top-6 @sm:left-3" />
      )}
      <span
        className={cn(
          "relative grid size-5 shrink-0 place-items-center rounded-md border @sm:size-6 [&_svg]:size-3 @sm:[&_svg]:size-3.5",
          stepTones[tone],
        )}
      >
        {icon}
      </span>
      <div className="min-w-0 pt-px">
        <p className="truncate font-semibold">{title}</p>
        {detail && <p className="truncate text-muted-foreground">{detail}</p>}
        {children}
      </div>
    </li>
  );
}

/**
 * The item of a content list whose label contains `words`: a drawing shows the page's own
 * figure, and a figure renamed or removed in the content fails the build instead of drifting.
 */
export function itemLabelled<T extends { label: string }>(items: readonly T[], words: string): T {
  const item = items.find((candidate) => candidate.label.toLowerCase().includes(words));
  if (!item) throw new Error(`No item labelled "${words}" for the drawing`);
  return item;
}
