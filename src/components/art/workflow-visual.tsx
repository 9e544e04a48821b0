import { automationService } from "@/content/services/automation";
import { MockFigurePanel, MockScene, itemLabelled } from "./mock-ui";
import { InvoiceApprovalPanel } from "./invoice-approval-panel";

const manualWork = itemLabelled(automationService.metrics.items, "manual work");
const uptime = itemLabelled(automationService.metrics.items, "uptime");

/**
 * Automation: one workflow as the builder shows it, from the trigger through an AI step to a
 * person who only sees the exception, with the page's own result beside it.
 */
export function WorkflowVisual() {
  return (
    <MockScene>
      <InvoiceApprovalPanel focal className="top-0 left-0 w-[70%] @sm:w-[66%]" />
      <MockFigurePanel figure={manualWork} className="top-[14%] right-0 w-[34%]" />
      <MockFigurePanel
        figure={uptime}
        className="right-[4%] bottom-[6%] hidden w-[34%] @xs:block"
      />
    </MockScene>
  );
}
