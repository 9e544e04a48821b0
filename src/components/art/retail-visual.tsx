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

const orderValue = itemLabelled(retail.benefits.items, "average order value");

/** What the recommender picked for one shopper, with the tint of each product's photo. */
const picks = [
  ["Trail runner", "$129", "bg-primary/30"],
  ["Merino socks", "$18", "bg-success/25"],
  ["Rain shell", "$165", "bg-muted-foreground/20"],
] as const;

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
        <MockTitleBar title="Recommended for you" end={<MockChip>For Alex</MockChip>} />
        <ul className="grid grid-cols-3 gap-2 p-2.5 @sm:gap-3 @sm:p-4">
          {picks.map(([name, price, tint], index) => (
            <li key={name}>
              <span className={`relative block aspect-square rounded-lg ${tint}`}>
                {index === 0 && (
                  <MockChip tone="primary" className="absolute top-1 left-1">
                    Top pick
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
          <p className="truncate font-semibold">Rain shell demand</p>
          <MockChip tone="success" className="ml-auto">
            Reorder 240
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
