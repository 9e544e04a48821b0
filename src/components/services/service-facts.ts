import { CalendarClock, Tag } from "lucide-react";
import type { Fact } from "@/components/ui/fact-list";
import type { CoreService } from "@/content/types";

/** A service's price and delivery time as labelled facts, for the catalogue and the package cards. */
export function serviceFacts(
  service: CoreService,
  labels: { pricingLabel: string; deliveryLabel: string },
): Fact[] {
  return [
    { label: labels.pricingLabel, value: service.pricing, icon: Tag },
    { label: labels.deliveryLabel, value: service.deliveryTime, icon: CalendarClock },
  ];
}
