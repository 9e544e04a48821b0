import { Check, Sparkles, UserCheck, Zap } from "lucide-react";
import { MockChip, MockPanel, MockStep, MockTitleBar } from "./mock-ui";
import { invoiceApprovalArt as art } from "@/content/art/invoice-approval";

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
      <MockTitleBar title={art.caption} end={<MockChip tone="success">{art.status}</MockChip>} />
      <ol className="p-2.5 @sm:p-4">
        <MockStep
          icon={<Zap />}
          title={art.arrives.text}
          detail={brief ? art.arrives.brief : art.arrives.detail}
        />
        <MockStep
          icon={<Sparkles />}
          tone="accent"
          title={art.check.text}
          detail={brief ? art.check.brief : art.check.detail}
        />
        {!brief && (
          <MockStep icon={<UserCheck />} title={art.exception.text} detail={art.exception.detail}>
            <span className="mt-1.5 flex gap-1.5">
              <MockChip tone="primary">{art.exception.approve}</MockChip>
              <MockChip tone="muted">{art.exception.ask}</MockChip>
            </span>
          </MockStep>
        )}
        <MockStep
          icon={<Check />}
          tone="done"
          title={art.posted.text}
          detail={brief ? undefined : art.posted.detail}
          last
        />
      </ol>
    </MockPanel>
  );
}
