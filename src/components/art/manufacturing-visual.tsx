import { Wrench } from "lucide-react";
import { manufacturing } from "@/content/industries/manufacturing";
import {
  MockChip,
  MockFigurePanel,
  MockPanel,
  MockScene,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";
import { manufacturingArt as art } from "@/content/art/manufacturing";

const downtime = itemLabelled(manufacturing.benefits.items, "unplanned downtime");

/** A bearing's vibration over three weeks, in a 200 by 60 box: calm, then climbing. */
const vibration =
  "0,46 14,44 28,47 42,43 56,45 70,42 84,44 98,40 112,41 126,36 140,34 154,28 168,24 182,17 200,12";

/**
 * Manufacturing: predictive maintenance on one machine: a sensor trace heading for its limit,
 * the failure forecast, and the repair booked into planned downtime.
 */
export function ManufacturingVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 right-0 bottom-[22%] left-0 flex flex-col @sm:left-[6%]">
        <MockTitleBar
          title={art.caption}
          end={<MockChip tone="destructive">{art.status}</MockChip>}
        />
        <div className="flex items-baseline gap-2 px-2.5 pt-2 @sm:px-4 @sm:pt-3">
          <p className="font-semibold">{art.chart.text}</p>
          <p className="text-muted-foreground">{art.chart.detail}</p>
        </div>
        <svg
          viewBox="0 0 200 60"
          preserveAspectRatio="none"
          className="mx-2.5 mt-1 mb-3 min-h-0 w-[calc(100%-1.25rem)] flex-1 @sm:mx-4 @sm:w-[calc(100%-2rem)]"
        >
          <path
            d="M0 14h200"
            className="stroke-destructive/70"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          <polygon points={`0,60 ${vibration} 200,60`} className="fill-primary/10" />
          <polyline
            points={vibration}
            className="stroke-primary"
            strokeWidth={2}
            fill="none"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </MockPanel>
      <MockPanel className="right-0 bottom-0 hidden w-[54%] items-center gap-2 p-2.5 @xs:flex @sm:p-3.5">
        <span className="grid size-6 shrink-0 place-items-center rounded-md bg-primary text-primary-foreground @sm:size-8 [&_svg]:size-3.5 @sm:[&_svg]:size-4">
          <Wrench />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{art.workOrder.text}</p>
          <p className="truncate text-muted-foreground">{art.workOrder.detail}</p>
        </div>
      </MockPanel>
      <MockFigurePanel
        figure={downtime}
        className="bottom-0 left-0 w-[38%] @xs:bottom-[4%] @sm:w-[34%]"
      />
    </MockScene>
  );
}
