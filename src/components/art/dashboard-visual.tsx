import { BellRing } from "lucide-react";
import { cn } from "@/lib/utils";
import { performanceMarketingService } from "@/content/services/performance-marketing";
import {
  MockChip,
  MockColumns,
  MockFigure,
  MockPanel,
  MockScene,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";
import { dashboardArt as art } from "@/content/art/dashboard";

const { items: metrics } = performanceMarketingService.metrics;
const returnOnSpend = itemLabelled(metrics, "return on ad spend");
const acquisitionCost = itemLabelled(metrics, "acquisition cost");
const monitoring = itemLabelled(metrics, "spend monitoring");

/** Weekly revenue from paid channels as column heights (classes, as the page's CSP allows no inline style): a steady climb. */
const weeks = [
  "h-[34%]",
  "h-[42%]",
  "h-[38%]",
  "h-[51%]",
  "h-[57%]",
  "h-[54%]",
  "h-[66%]",
  "h-[72%]",
  "h-[70%]",
  "h-[84%]",
  "h-[91%]",
];
/** The channels the page runs, with their share of spend as bar widths. */
/** Each channel's share of the spend, in the order of the content's channels. */
const shares = ["w-[92%]", "w-[64%]", "w-[44%]"];

/**
 * Performance marketing: the campaign dashboard the page promises, reporting on revenue, with
 * the page's own results as its headline tiles and a spend anomaly caught by monitoring.
 */
export function DashboardVisual() {
  return (
    <MockScene>
      <MockPanel
        focal
        className="inset-x-0 top-0 bottom-[14%] flex flex-col max-sm:h-64 @sm:right-[4%]"
      >
        <MockTitleBar title={art.caption} end={<MockChip tone="success">{art.status}</MockChip>} />
        <div className="grid grid-cols-2 gap-2 p-2.5 @sm:gap-3 @sm:p-3.5">
          {[returnOnSpend, acquisitionCost].map((metric, index) => (
            <MockFigure
              key={metric.label}
              value={metric.value}
              label={metric.label}
              className={
                index === 0
                  ? "rounded-lg bg-accent p-2 @sm:p-3 [&_p:last-child]:text-accent-foreground"
                  : "rounded-lg bg-muted p-2 @sm:p-3"
              }
            />
          ))}
        </div>
        <div className="flex min-h-0 flex-1 gap-3 px-2.5 pb-2.5 @xs:pb-6 @sm:gap-4 @sm:px-3.5 @sm:pb-10">
          <div className="flex flex-1 flex-col">
            <p className="font-medium text-muted-foreground">{art.chartLabel}</p>
            <MockColumns heights={weeks} className="mt-1.5 min-h-0 flex-1 gap-[3px] @sm:gap-1" />
          </div>
          <ul className="hidden w-[38%] space-y-2 @xs:block">
            {art.channels.map((name, index) => (
              <li key={name}>
                <p className="text-muted-foreground">{name}</p>
                <span className="mt-1 block h-1.5 rounded-full bg-muted">
                  <span className={cn("block h-full rounded-full bg-primary", shares[index])} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </MockPanel>
      <MockPanel className="right-0 bottom-0 hidden w-[64%] items-start gap-2 p-2 @xs:flex @sm:w-[56%] @sm:gap-2.5 @sm:p-3">
        <span className="grid size-5 shrink-0 place-items-center rounded-md bg-primary text-primary-foreground @sm:size-7 [&_svg]:size-3 @sm:[&_svg]:size-4">
          <BellRing />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">
            {monitoring.label} · {monitoring.value}
          </p>
          <p className="truncate text-muted-foreground">{art.alert}</p>
        </div>
      </MockPanel>
    </MockScene>
  );
}
