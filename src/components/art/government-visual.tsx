import { Check, CircleAlert, FileText, UserRound } from "lucide-react";
import { government } from "@/content/industries/government";
import {
  MockChip,
  MockFigurePanel,
  MockPanel,
  MockScene,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";
import { governmentArt as art } from "@/content/art/government";

const processing = itemLabelled(government.benefits.items, "application processing");

/** What the pre-check found in the file: each field read from the forms, one still missing. */

/**
 * Government: a permit application as the caseworker receives it: read, checked and routed,
 * with the one gap flagged and every action on the record.
 */
export function GovernmentVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 left-0 w-[68%] @sm:w-[64%]">
        <MockTitleBar title={art.caption} />
        <div className="flex items-center gap-2 px-2.5 pt-2.5 @sm:px-4 @sm:pt-4">
          <span className="grid size-6 shrink-0 place-items-center rounded-md bg-accent text-accent-foreground @sm:size-8 [&_svg]:size-3.5 @sm:[&_svg]:size-4">
            <FileText />
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{art.application.text}</p>
            <p className="truncate text-muted-foreground">{art.application.detail}</p>
          </div>
        </div>
        <ul className="space-y-1.5 p-2.5 @sm:space-y-2 @sm:p-4">
          {art.checks.map(({ label: field, value: result }) => (
            <li key={field} className="flex items-center gap-1.5 @sm:gap-2">
              <Check className="size-3 shrink-0 text-success @sm:size-3.5" />
              <span className="min-w-0 flex-1 truncate">{field}</span>
              <span className="text-muted-foreground">{result}</span>
            </li>
          ))}
          <li className="flex items-center gap-1.5 @sm:gap-2">
            <CircleAlert className="size-3 shrink-0 text-destructive @sm:size-3.5" />
            <span className="min-w-0 flex-1 truncate">{art.missing.label}</span>
            <MockChip tone="destructive">{art.missing.value}</MockChip>
          </li>
        </ul>
        <p className="hidden border-t px-2.5 py-2 text-muted-foreground @xs:block @sm:px-4 @sm:py-3">
          {art.followUp}
        </p>
      </MockPanel>
      <MockFigurePanel figure={processing} className="top-[16%] right-0 w-[34%]" />
      <MockPanel className="right-[3%] bottom-0 hidden w-[56%] items-center gap-2 p-2.5 @xs:flex @sm:w-[50%] @sm:p-3.5">
        <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground @sm:size-8 [&_svg]:size-3.5 @sm:[&_svg]:size-4">
          <UserRound />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{art.routed.text}</p>
          <p className="truncate text-muted-foreground">{art.routed.detail}</p>
        </div>
      </MockPanel>
    </MockScene>
  );
}
