import { Lock } from "lucide-react";
import { webDevelopmentService } from "@/content/services/web-development";
import { MockChip, MockFigurePanel, MockPanel, MockScene, itemLabelled } from "./mock-ui";
import { browserArt as art } from "@/content/art/browser";
import { cn } from "@/lib/utils";

const { items: metrics } = webDevelopmentService.metrics;
const lighthouse = itemLabelled(metrics, "lighthouse");
const conversion = itemLabelled(metrics, "conversion");

/** The tint of each collection's photo under the shop's hero, in order. */
const tints = ["bg-primary/25", "bg-success/20", "bg-muted-foreground/15"];

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
            <span className="truncate">{art.address}</span>
          </span>
        </div>
        <div className="px-3 py-2.5 @sm:px-5 @sm:py-4">
          <div className="flex items-center gap-3 text-muted-foreground">
            <span className="font-semibold text-foreground">{art.brand}</span>
            {art.nav.map((item, index) => (
              <span
                key={item}
                className={cn(
                  index === 0 && "ml-auto",
                  index < art.nav.length - 1 && "hidden @xs:inline",
                )}
              >
                {item}
              </span>
            ))}
          </div>
          <p className="mt-3 max-w-[80%] text-[1.5em] leading-tight font-semibold tracking-tight @sm:mt-5">
            {art.headline}
          </p>
          <p className="mt-1.5 max-w-[75%] text-muted-foreground">{art.subline}</p>
          <span className="mt-2.5 flex gap-1.5 @sm:mt-4">
            <MockChip tone="primary" size="button">
              {art.primaryButton}
            </MockChip>
            <MockChip tone="muted" size="button">
              {art.secondaryButton}
            </MockChip>
          </span>
          <ul className="mt-3 hidden grid-cols-3 gap-2 @xs:grid @sm:mt-5 @sm:gap-3">
            {art.collections.map((name, index) => (
              <li key={name}>
                <span className={cn("block aspect-[3/1] rounded-md", tints[index])} />
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
