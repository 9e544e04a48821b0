import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import type { HeroVisualName } from "@/content/types";
import { cn } from "@/lib/utils";

type VisualModule = Record<string, ComponentType>;

/**
 * Each drawing is its own small chunk, so a page ships the code of its own visual only.
 * The prerender loads every drawing first and writes it into the HTML; in the browser the
 * drawing is on screen from that HTML and its code arrives after the page's own: the
 * Suspense boundary keeps the prerendered drawing until then.
 */
const loaders = import.meta.glob<VisualModule>(["./*-visual.tsx", "!./hero-visual.tsx"]);

const loaded = new Map<string, VisualModule>();
if (import.meta.env.SSR) {
  for (const [path, load] of Object.entries(loaders)) loaded.set(path, await load());
}

/** The one component a visual module exports. */
function pick(module: VisualModule): { default: ComponentType } {
  const component = Object.values(module)[0];
  if (!component) throw new Error("A visual module exports no component");
  return { default: component };
}

const visuals: Record<string, LazyExoticComponent<ComponentType>> = {};
for (const [path, load] of Object.entries(loaders)) {
  const ready = loaded.get(path);
  visuals[path] = lazy(() =>
    ready
      ? // A thenable that resolves at once, so renderToString renders the drawing.
        ({
          then: (resolve: (value: { default: ComponentType }) => void) => resolve(pick(ready)),
        } as Promise<{ default: ComponentType }>)
      : load().then(pick),
  );
}

/**
 * A page hero's drawing on its stage: a soft dotted canvas with a glow in the accent colour.
 * Decorative (hidden from assistive technology), painted from the HTML with no script.
 */
export function HeroVisual({ name, className }: { name: HeroVisualName; className?: string }) {
  const Visual = visuals[`./${name}-visual.tsx`];
  return (
    <div
      data-visual={name}
      className={cn(
        "rounded-3xl border bg-card/40 p-3 shadow-2xl shadow-primary/10 sm:p-5",
        "bg-[radial-gradient(60%_60%_at_70%_30%,hsl(var(--primary)/0.14),transparent),radial-gradient(hsl(var(--border))_1px,transparent_1px)] [background-size:100%_100%,16px_16px]",
        className,
      )}
    >
      <Suspense fallback={<div className="aspect-[4/3]" />}>{Visual && <Visual />}</Suspense>
    </div>
  );
}
