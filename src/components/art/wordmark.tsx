import { Stroke } from "./art-parts";
import type { ReactNode } from "react";
import type { ClientWordmark } from "@/content/types";
import { cn } from "@/lib/utils";

/** The symbols of the fictional clients' marks, drawn on a 24 by 24 grid. */
const marks: Record<ClientWordmark["mark"], ReactNode> = {
  orbit: (
    <>
      <circle cx={12} cy={12} r={4} className="fill-current" />
      <ellipse
        cx={12}
        cy={12}
        rx={10}
        ry={5}
        transform="rotate(-30 12 12)"
        className="stroke-current"
        strokeWidth={1.8}
      />
    </>
  ),
  peak: <path d="M2 20l7-12 4 6 3-4 6 10z" className="fill-current" />,
  leaf: (
    <path
      d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16zm0 0l9-9"
      className="stroke-current"
      strokeWidth={2}
      strokeLinejoin="round"
    />
  ),
  stack: (
    <path
      d="M12 3l9 5-9 5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5"
      className="stroke-current"
      strokeWidth={1.8}
      strokeLinejoin="round"
    />
  ),
  wave: (
    <Stroke
      d="M2 9c3-3 6-3 10 0s7 3 10 0M2 15c3-3 6-3 10 0s7 3 10 0"
      className="stroke-current"
      width={2.2}
    />
  ),
  hex: (
    <>
      <path d="M12 2l9 5v10l-9 5-9-5V7z" className="stroke-current" strokeWidth={1.8} />
      <path d="M12 8l4 2v4l-4 2-4-2v-4z" className="fill-current" />
    </>
  ),
  spark: (
    <path d="M12 2l2.5 7.5L22 12l-7.5 2.5L12 22l-2.5-7.5L2 12l7.5-2.5z" className="fill-current" />
  ),
  arch: <path d="M4 21V11a8 8 0 0 1 16 0v10h-4V11a4 4 0 0 0-8 0v10z" className="fill-current" />,
};

const lettering: Record<ClientWordmark["style"], string> = {
  serif: "font-serif text-base font-semibold tracking-tight sm:text-lg",
  mono: "font-mono text-sm font-semibold tracking-tighter sm:text-base",
  caps: "text-xs font-bold tracking-[0.14em] uppercase sm:text-sm",
  bold: "text-base font-extrabold tracking-tight sm:text-lg",
  light: "text-base font-light tracking-wide sm:text-lg",
  italic: "text-base font-semibold tracking-tight italic sm:text-lg",
};

/** A fictional client's wordmark: its drawn symbol and its name in its own lettering. */
export function Wordmark({ client, className }: { client: ClientWordmark; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 whitespace-nowrap", className)}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        className="size-5 shrink-0 sm:size-6"
      >
        {marks[client.mark]}
      </svg>
      <span className={lettering[client.style]}>{client.name}</span>
    </span>
  );
}
