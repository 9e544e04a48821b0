import { retail } from "@/content/industries/retail";
import {
  MockChip,
  MockColumns,
  MockFigurePanel,
  MockPanel,
  MockScene,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";
import { retailArt as art } from "@/content/art/retail";
import { cn } from "@/lib/utils";

const orderValue = itemLabelled(retail.benefits.items, "average order value");

/** What the recommender picked for one shopper, with the tint of each product's photo. */
/** The tint of each pick's photo, in the order of the content's picks. */
const tints = ["bg-primary/30", "bg-success/25", "bg-muted-foreground/20"];

/** Forecast demand for the shell, week by week, as bar heights (classes: the CSP allows no inline style); the last is next week. */
const demand = ["h-[38%]", "h-[44%]", "h-[41%]", "h-[56%]", "h-[63%]", "h-[80%]"];

/**
 * Retail: a shop's product page with recommendations for the shopper, and the demand
 * forecast that keeps the pick in stock.
 */
export function RetailVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 left-0 w-[80%] @sm:w-[72%]">
        <MockTitleBar title={art.caption} end={<MockChip>{art.shopper}</MockChip>} />
        <ul className="grid grid-cols-3 gap-2 p-2.5 @sm:gap-3 @sm:p-4">
          {art.picks.map(({ label: name, value: price }, index) => (
            <li key={name}>
              <span className={cn("relative block aspect-square rounded-lg", tints[index])}>
                {index === 0 && (
                  <MockChip tone="primary" className="absolute top-1 left-1">
                    {art.topPick}
                  </MockChip>
                )}
              </span>
              <p className="mt-1 truncate font-medium">{name}</p>
              <p className="text-muted-foreground">{price}</p>
            </li>
          ))}
        </ul>
      </MockPanel>
      <MockPanel className="top-[54%] right-0 bottom-0 hidden w-[54%] flex-col p-2.5 @xs:flex @sm:p-3.5">
        <div className="flex items-center gap-2">
          <p className="truncate font-semibold">{art.forecast.label}</p>
          <MockChip tone="success" className="ml-auto">
            {art.forecast.status}
          </MockChip>
        </div>
        <MockColumns heights={demand} last="forecast" className="mt-2 min-h-0 flex-1 gap-1" />
      </MockPanel>
      <MockFigurePanel
        figure={orderValue}
        className="right-0 bottom-0 w-[44%] @xs:right-auto @xs:bottom-[4%] @xs:left-0 @xs:w-[40%]"
      />
    </MockScene>
  );
}
