import { Sparkles } from "lucide-react";
import { technology } from "@/content/industries/technology";
import {
  MockChip,
  MockFigurePanel,
  MockPanel,
  MockScene,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";

const resolved = itemLabelled(technology.benefits.items, "support tickets");

/**
 * Technology: support automation inside a product team's help desk: a ticket tagged and
 * routed, answered from the docs, and closed without waiting for an agent.
 */
export function TechnologyVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 left-0 w-[80%] @sm:w-[70%]">
        <MockTitleBar
          title="Support · ticket #8214"
          end={<MockChip tone="success">Resolved</MockChip>}
        />
        <div className="space-y-2 p-2.5 @sm:space-y-3 @sm:p-4">
          <div>
            <p className="truncate font-semibold">Can't export invoices to CSV</p>
            <p className="truncate text-muted-foreground">Maria, Acme Freight · 2 min ago</p>
            <span className="mt-1.5 flex gap-1.5">
              <MockChip>Billing</MockChip>
              <MockChip tone="muted">Tagged by AI</MockChip>
            </span>
          </div>
          <div className="rounded-lg bg-accent p-2 text-accent-foreground @sm:p-3">
            <p className="flex items-center gap-1 font-semibold">
              <Sparkles className="size-3 @sm:size-3.5" /> Answer from your docs
            </p>
            <p className="mt-1 line-clamp-2">
              Exports live under Settings, Billing. Pick a date range, then Download CSV.
            </p>
          </div>
          <div className="hidden justify-end @xs:flex">
            <p className="rounded-lg bg-muted px-2 py-1.5 @sm:px-3 @sm:py-2">
              That worked, thanks!
            </p>
          </div>
        </div>
      </MockPanel>
      <MockFigurePanel figure={resolved} className="right-0 bottom-0 w-[40%] @sm:w-[36%]" />
    </MockScene>
  );
}
