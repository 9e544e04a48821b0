import { Suspense, type ComponentType } from "react";
import type { HeroVisualName } from "@/content/types";
import { lazyComponent, type LazyComponent } from "@/lib/lazy";
import { cn } from "@/lib/utils";

type VisualModule = Record<string, ComponentType>;

/** The one component a visual module exports. */
function pick(module: VisualModule): ComponentType {
  const component = Object.values(module)[0];
  if (!component) throw new Error("A visual module exports no component");
  return component;
}

/**
 * Each drawing is its own small chunk, so a page ships the code of its own visual only. On
 * the first page the hero is static HTML and needs none of it (src/lib/static-sections.ts);
 * the prerender loads every drawing first, so it renders them at once.
 */
const visuals: Record<string, LazyComponent<object>> = Object.fromEntries(
  Object.entries(import.meta.glob<VisualModule>(["./*-visual.tsx", "!./hero-visual.tsx"])).map(
    ([path, load]) => [path, lazyComponent(load, pick)],
  ),
);
/** Loads every drawing, so each renders at once (the prerender, and tests). */
export const preloadHeroVisuals = () =>
  Promise.all(Object.values(visuals).map((visual) => visual.preload()));
if (import.meta.env.SSR) await preloadHeroVisuals();

/**
 * A page hero's drawing on its stage: a soft dotted canvas with a glow in the accent colour.
 * Decorative (hidden from assistive technology), painted from the HTML with no script. On a
 * phone there is no stage: the drawing's focal card stands at the content width.
 */
export function HeroVisual({
  name,
  stretch = false,
  className,
}: {
  name: HeroVisualName;
  /** Beside the copy on wide screens: the stage spans the copy's height, the drawing centred in it. */
  stretch?: boolean;
  className?: string;
}) {
  const Visual = visuals[`./${name}-visual.tsx`];
  return (
    <div
      data-visual={name}
      className={cn(
        stretch && "lg:flex lg:flex-col lg:justify-center",
        "sm:rounded-3xl sm:border sm:bg-card/40 sm:p-5 sm:shadow-2xl sm:shadow-primary/10",
        "sm:bg-[radial-gradient(60%_60%_at_70%_30%,hsl(var(--primary)/0.14),transparent),radial-gradient(hsl(var(--border))_1px,transparent_1px)] sm:[background-size:100%_100%,16px_16px]",
        className,
      )}
    >
      <Suspense fallback={<div className="aspect-[4/3]" />}>{Visual && <Visual />}</Suspense>
    </div>
  );
}
