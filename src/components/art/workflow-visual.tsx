import { Check, Sparkles, UserCheck, Zap } from "lucide-react";
import { automationService } from "@/content/services/automation";
import {
  MockChip,
  MockFigure,
  MockPanel,
  MockScene,
  MockStep,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";

const manualWork = itemLabelled(automationService.metrics.items, "manual work");
const uptime = itemLabelled(automationService.metrics.items, "uptime");

/**
 * Automation: one workflow as the builder shows it, from the trigger through an AI step to a
 * person who only sees the exception, with the page's own result beside it.
 */
export function WorkflowVisual() {
  return (
    <MockScene>
      <MockPanel className="top-0 left-0 w-[70%] @sm:w-[66%]">
        <MockTitleBar title="Invoice approval" end={<MockChip tone="success">Running</MockChip>} />
        <ol className="p-2.5 @sm:p-4">
          <MockStep icon={<Zap />} title="Invoice arrives" detail="Accounts inbox, PDF attached" />
          <MockStep
            icon={<Sparkles />}
            tone="accent"
            title="AI reads and checks it"
            detail="Matches the order, totals agree"
          />
          <MockStep
            icon={<UserCheck />}
            title="Exception to review"
            detail="Over the approval limit"
          >
            <span className="mt-1.5 flex gap-1.5">
              <MockChip tone="primary">Approve</MockChip>
              <MockChip tone="muted">Ask why</MockChip>
            </span>
          </MockStep>
          <MockStep
            icon={<Check />}
            tone="done"
            title="Posted to the ledger"
            detail="Requester notified"
            last
          />
        </ol>
      </MockPanel>
      <MockPanel className="top-[14%] right-0 w-[34%] p-2.5 @sm:p-3.5">
        <MockFigure value={manualWork.value} label={manualWork.label} />
      </MockPanel>
      <MockPanel className="right-[4%] bottom-[6%] hidden w-[34%] p-2.5 @xs:block @sm:p-3.5">
        <MockFigure value={uptime.value} label={uptime.label} />
      </MockPanel>
    </MockScene>
  );
}
