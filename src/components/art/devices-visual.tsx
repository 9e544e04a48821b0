import { Bike, Home, Receipt, Star, User } from "lucide-react";
import { appDevelopmentService } from "@/content/services/app-development";
import { MockFigure, MockFigurePanel, MockPanel, MockScene, itemLabelled } from "./mock-ui";
import { devicesArt as art } from "@/content/art/devices";

const { items: metrics } = appDevelopmentService.metrics;
const rating = itemLabelled(metrics, "store rating");
const crashFree = itemLabelled(metrics, "crash-free");

/** The app's "order again" list: what this customer usually buys. */

/**
 * App development: a customer's phone open on the app the team shipped, with the page's own
 * store rating and crash-free figure beside it.
 */
export function DevicesVisual() {
  return (
    <MockScene>
      <div
        data-focal
        className="absolute inset-y-0 left-[2%] flex w-[50%] flex-col overflow-hidden rounded-[1.4rem] border-[3px] border-foreground/20 bg-card shadow-xl shadow-foreground/10 @sm:left-[10%] @sm:w-[40%] @sm:rounded-[2rem] @sm:border-4"
      >
        <span className="mx-auto mt-1.5 h-1.5 w-10 rounded-full bg-foreground/20 @sm:mt-2.5 @sm:h-2 @sm:w-14" />
        <div className="flex-1 space-y-2 px-2.5 pt-2 @sm:space-y-3 @sm:px-3.5 @sm:pt-4">
          <div>
            <p className="text-muted-foreground">{art.greeting}</p>
            <p className="text-[1.2em] font-semibold">{art.customer}</p>
          </div>
          <div className="rounded-xl bg-primary p-2 text-primary-foreground @sm:p-3">
            <p className="flex items-center gap-1 font-semibold">
              <Bike className="size-3 @sm:size-4" /> {art.order.text}
            </p>
            <p className="mt-0.5 opacity-90">{art.order.detail}</p>
          </div>
          <p className="font-semibold">{art.listLabel}</p>
          <ul className="space-y-1.5">
            {art.favorites.map(({ label: item, value: price }) => (
              <li key={item} className="flex items-center gap-1.5">
                <span className="size-5 shrink-0 rounded-md bg-accent @sm:size-7" />
                <span className="min-w-0 flex-1 truncate">{item}</span>
                <span className="hidden text-muted-foreground @xs:inline">{price}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-around border-t py-1.5 text-muted-foreground @sm:py-2.5 [&_svg]:size-3.5 @sm:[&_svg]:size-4">
          <Home className="text-primary" />
          <Receipt />
          <User />
        </div>
      </div>
      <MockPanel className="top-[10%] right-0 w-[44%] p-2.5 @sm:right-[4%] @sm:w-[40%] @sm:p-3.5">
        <p className="flex items-center gap-0.5 text-primary">
          {[0, 1, 2, 3, 4].map((star) => (
            <Star key={star} className="size-2.5 fill-current @sm:size-3.5" />
          ))}
        </p>
        <MockFigure value={rating.value} label={rating.label} className="mt-1.5" />
      </MockPanel>
      <MockFigurePanel
        figure={crashFree}
        className="right-[6%] bottom-[10%] w-[40%] @sm:right-[10%] @sm:w-[36%]"
      />
    </MockScene>
  );
}
