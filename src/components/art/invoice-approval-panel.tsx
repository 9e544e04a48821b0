import { Check, Sparkles, UserCheck, Zap } from "lucide-react";
import { MockChip, MockPanel, MockStep, MockTitleBar } from "./mock-ui";

/**
 * The invoice workflow as the builder shows it: in full on the automation page, in brief (no
 * exception step, shorter details) among the home page's pieces of work.
 */
export function InvoiceApprovalPanel({
  brief = false,
  focal = false,
  className,
}: {
  brief?: boolean;
  focal?: boolean;
  className: string;
}) {
  return (
    <MockPanel focal={focal} className={className}>
      <MockTitleBar title="Invoice approval" end={<MockChip tone="success">Running</MockChip>} />
      <ol className="p-2.5 @sm:p-4">
        <MockStep
          icon={<Zap />}
          title="Invoice arrives"
          detail={brief ? "Accounts inbox" : "Accounts inbox, PDF attached"}
        />
        <MockStep
          icon={<Sparkles />}
          tone="accent"
          title="AI reads and checks it"
          detail={brief ? "Totals agree" : "Matches the order, totals agree"}
        />
        {!brief && (
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
        )}
        <MockStep
          icon={<Check />}
          tone="done"
          title="Posted to the ledger"
          detail={brief ? undefined : "Requester notified"}
          last
        />
      </ol>
    </MockPanel>
  );
}
