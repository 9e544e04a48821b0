import { Lock } from "lucide-react";
import { webDevelopmentService } from "@/content/services/web-development";
import { MockChip, MockFigurePanel, MockPanel, MockScene, itemLabelled } from "./mock-ui";

const { items: metrics } = webDevelopmentService.metrics;
const lighthouse = itemLabelled(metrics, "lighthouse");
const conversion = itemLabelled(metrics, "conversion");

/** The shop's collections under its hero, with the tint of each photo. */
const collections = [
  ["Packs", "bg-primary/25"],
  ["Shells", "bg-success/20"],
  ["Boots", "bg-muted-foreground/15"],
] as const;

/**
 * Web development: a client's site in the browser, its Lighthouse score and the conversion
 * lift the page reports, so the drawing shows what a launch delivers.
 */
export function BrowserVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 right-0 left-0 @sm:right-[6%]">
        <div className="flex items-center gap-2 border-b px-2.5 py-1.5 @sm:px-3.5 @sm:py-2">
          <span className="flex gap-1">
            {[0, 1, 2].map((dot) => (
              <span key={dot} className="size-1.5 rounded-full bg-muted-foreground/25" />
            ))}
          </span>
          <span className="flex min-w-0 flex-1 items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
            <Lock className="size-2.5 shrink-0 text-success @sm:size-3" />
            <span className="truncate">northwind-outdoor.com</span>
          </span>
        </div>
        <div className="px-3 py-2.5 @sm:px-5 @sm:py-4">
          <div className="flex items-center gap-3 text-muted-foreground">
            <span className="font-semibold text-foreground">Northwind</span>
            <span className="ml-auto hidden @xs:inline">Shop</span>
            <span className="hidden @xs:inline">Stores</span>
            <span>Journal</span>
          </div>
          <p className="mt-3 max-w-[80%] text-[1.5em] leading-tight font-semibold tracking-tight @sm:mt-5">
            Gear for the long way round
          </p>
          <p className="mt-1.5 max-w-[75%] text-muted-foreground">
            Tested on the trail, delivered tomorrow.
          </p>
          <span className="mt-2.5 flex gap-1.5 @sm:mt-4">
            <MockChip tone="primary" size="button">
              Shop the range
            </MockChip>
            <MockChip tone="muted" size="button">
              Find a store
            </MockChip>
          </span>
          <ul className="mt-3 hidden grid-cols-3 gap-2 @xs:grid @sm:mt-5 @sm:gap-3">
            {collections.map(([name, tint]) => (
              <li key={name}>
                <span className={`block aspect-[3/1] rounded-md ${tint}`} />
                <p className="mt-1 font-medium">{name}</p>
              </li>
            ))}
          </ul>
        </div>
      </MockPanel>
      <MockPanel className="right-0 bottom-0 flex w-[54%] items-center gap-2.5 p-2.5 @sm:w-[46%] @sm:p-3.5">
        <span className="grid size-9 shrink-0 place-items-center rounded-full border-[3px] border-success font-semibold text-success @sm:size-12 @sm:border-4">
          {lighthouse.value}
        </span>
        <p className="text-muted-foreground">{lighthouse.label}</p>
      </MockPanel>
      <MockFigurePanel
        figure={conversion}
        className="bottom-[3%] left-[4%] hidden w-[40%] @xs:block"
      />
    </MockScene>
  );
}
