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
import { financeArt as art } from "@/content/art/finance";

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
          title={art.caption}
          end={<MockChip tone="destructive">{art.status}</MockChip>}
        />
        <div className="flex items-center gap-2 border-b bg-destructive/5 px-2.5 py-2 @sm:px-4 @sm:py-3">
          <span className="grid size-6 shrink-0 place-items-center rounded-md bg-card text-foreground ring-1 ring-border @sm:size-8 [&_svg]:size-3.5 @sm:[&_svg]:size-4">
            <CreditCard />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{art.payment.text}</p>
            <p className="truncate text-muted-foreground">{art.payment.detail}</p>
          </div>
        </div>
        <ol className="p-2.5 @sm:p-4">
          <MockStep
            icon={<ShieldAlert />}
            tone="alert"
            title={art.steps[0].text}
            detail={art.steps[0].detail}
          />
          <MockStep icon={<Smartphone />} title={art.steps[1].text} detail={art.steps[1].detail} />
          <MockStep
            icon={<Fingerprint />}
            tone="done"
            title={art.steps[2].text}
            detail={art.steps[2].detail}
            last
          />
        </ol>
      </MockPanel>
      <MockFigurePanel figure={detectionTime} className="top-[16%] right-0 w-[34%]" />
      <MockPanel className="right-[2%] bottom-[6%] hidden w-[32%] p-2.5 @xs:block @sm:p-3.5">
        <p className="text-muted-foreground">{art.risk.label}</p>
        <p className="text-[1.6em] leading-tight font-semibold text-destructive">
          {art.risk.value}
        </p>
        <span className="mt-1 block h-1.5 rounded-full bg-muted">
          <span className="block h-full w-[94%] rounded-full bg-destructive" />
        </span>
      </MockPanel>
    </MockScene>
  );
}
