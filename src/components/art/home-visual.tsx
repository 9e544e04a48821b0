import { Star } from "lucide-react";
import { appDevelopmentService } from "@/content/services/app-development";
import { performanceMarketingService } from "@/content/services/performance-marketing";
import { webDevelopmentService } from "@/content/services/web-development";
import { MockColumns, MockFigure, MockPanel, MockScene, itemLabelled } from "./mock-ui";
import { InvoiceApprovalPanel } from "./invoice-approval-panel";

const returnOnSpend = itemLabelled(performanceMarketingService.metrics.items, "return on ad spend");
const rating = itemLabelled(appDevelopmentService.metrics.items, "store rating");
const lighthouse = itemLabelled(webDevelopmentService.metrics.items, "lighthouse");

/** Weekly revenue from paid campaigns as column heights (classes: the CSP allows no inline style). */
const weeks = [
  "h-[30%]",
  "h-[38%]",
  "h-[35%]",
  "h-[48%]",
  "h-[56%]",
  "h-[62%]",
  "h-[78%]",
  "h-[90%]",
];

/**
 * Home: the agency's work side by side: an automated workflow, a campaign paid back in
 * revenue and an app in its customers' hands, with the service pages' own figures.
 */
export function HomeVisual() {
  return (
    <MockScene>
      <InvoiceApprovalPanel focal brief className="top-0 left-0 w-[64%] @sm:top-[4%] @sm:w-[60%]" />
      <MockPanel className="top-0 right-0 w-[34%] p-2.5 @sm:w-[36%] @sm:p-3.5">
        <MockFigure value={returnOnSpend.value} label={returnOnSpend.label} />
        <MockColumns heights={weeks} className="mt-2 h-8 gap-[2px] @sm:mt-3 @sm:h-16 @sm:gap-1" />
      </MockPanel>
      <MockPanel className="bottom-0 left-0 flex w-[60%] items-center gap-2.5 p-2.5 @sm:left-[6%] @sm:w-[50%] @sm:p-3.5">
        <span className="grid size-8 shrink-0 place-items-center rounded-full border-[3px] border-success font-semibold text-success @sm:size-12 @sm:border-4">
          {lighthouse.value}
        </span>
        <p className="text-muted-foreground">{lighthouse.label}</p>
      </MockPanel>
      <MockPanel className="right-0 bottom-0 w-[34%] p-2.5 @sm:w-[36%] @sm:p-3.5">
        <p className="flex gap-0.5 text-primary">
          {[0, 1, 2, 3, 4].map((star) => (
            <Star key={star} className="size-2.5 fill-current @sm:size-3.5" />
          ))}
        </p>
        <MockFigure value={rating.value} label={rating.label} className="mt-1.5" />
      </MockPanel>
    </MockScene>
  );
}
