import { CreditCard, Fingerprint, ShieldAlert, Smartphone } from "lucide-react";
import { financialServices } from "@/content/industries/financial-services";
import {
  MockChip,
  MockFigurePanel,
  MockPanel,
  MockScene,
  MockStep,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";

const detectionTime = itemLabelled(financialServices.benefits.items, "fraud detection time");

/**
 * Financial services: a fraud alert as it happens: a card payment scored in real time, held
 * before money leaves, confirmed by the customer, explained to the analyst.
 */
export function FinanceVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 left-0 w-[68%] @sm:w-[64%]">
        <MockTitleBar
          title="Transaction monitor"
          end={<MockChip tone="destructive">1 alert</MockChip>}
        />
        <div className="flex items-center gap-2 border-b bg-destructive/5 px-2.5 py-2 @sm:px-4 @sm:py-3">
          <span className="grid size-6 shrink-0 place-items-center rounded-md bg-card text-foreground ring-1 ring-border @sm:size-8 [&_svg]:size-3.5 @sm:[&_svg]:size-4">
            <CreditCard />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">$2,480.00 · Electronics</p>
            <p className="truncate text-muted-foreground">Card not present, new device</p>
          </div>
        </div>
        <ol className="p-2.5 @sm:p-4">
          <MockStep
            icon={<ShieldAlert />}
            tone="alert"
            title="Payment held"
            detail="Scored in real time"
          />
          <MockStep
            icon={<Smartphone />}
            title="Customer asked in the app"
            detail="“Was this you?”"
          />
          <MockStep
            icon={<Fingerprint />}
            tone="done"
            title="Analyst sees why"
            detail="New device, unusual location"
            last
          />
        </ol>
      </MockPanel>
      <MockFigurePanel figure={detectionTime} className="top-[16%] right-0 w-[34%]" />
      <MockPanel className="right-[2%] bottom-[6%] hidden w-[32%] p-2.5 @xs:block @sm:p-3.5">
        <p className="text-muted-foreground">Risk score</p>
        <p className="text-[1.6em] leading-tight font-semibold text-destructive">94</p>
        <span className="mt-1 block h-1.5 rounded-full bg-muted">
          <span className="block h-full w-[94%] rounded-full bg-destructive" />
        </span>
      </MockPanel>
    </MockScene>
  );
}
