import { ScanSearch } from "lucide-react";
import { cn } from "@/lib/utils";
import { healthcare } from "@/content/industries/healthcare";
import {
  MockChip,
  MockFigurePanel,
  MockPanel,
  MockScene,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";
import { healthcareArt as art } from "@/content/art/healthcare";

const turnaround = itemLabelled(healthcare.benefits.items, "imaging");

/** The radiology worklist after triage: the study the model flagged has moved to the top. */

/**
 * Healthcare: imaging triage as a radiologist meets it: a head CT flagged by the model jumps
 * the worklist, a person reviews every flag, and the page's turnaround figure.
 */
export function HealthcareVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 right-0 left-0 @sm:right-[6%]">
        <MockTitleBar title={art.caption} end={<MockChip tone="muted">{art.count}</MockChip>} />
        <ul className="divide-y">
          <li className="flex items-center gap-2 bg-destructive/5 px-2.5 py-2 @sm:gap-3 @sm:px-3.5 @sm:py-2.5">
            <span className="grid size-6 shrink-0 place-items-center rounded-md bg-destructive text-destructive-foreground @sm:size-8 [&_svg]:size-3.5 @sm:[&_svg]:size-4">
              <ScanSearch />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{art.flagged.text}</p>
              <p className="truncate text-muted-foreground">{art.flagged.detail}</p>
            </div>
            <MockChip tone="destructive">{art.flagged.status}</MockChip>
          </li>
          {art.worklist.map(({ label: study, value: received }, index) => (
            <li
              key={study}
              className={cn(
                "items-center gap-2 px-2.5 py-1.5 @sm:gap-3 @sm:px-3.5 @sm:py-2",
                // A phone's smaller stage shows the top of the list.
                index < 2 ? "flex" : "hidden @xs:flex",
              )}
            >
              <span className="size-6 shrink-0 rounded-md bg-muted @sm:size-8" />
              <p className="min-w-0 flex-1 truncate">{study}</p>
              <span className="text-muted-foreground">{received}</span>
            </li>
          ))}
        </ul>
      </MockPanel>
      <MockFigurePanel
        figure={turnaround}
        className="right-0 bottom-0 w-[46%] @xs:right-auto @xs:left-[4%]"
      />
      <MockPanel className="right-0 bottom-[6%] hidden w-[44%] p-2.5 @xs:block @sm:p-3.5">
        <p className="font-semibold">{art.review.text}</p>
        <p className="mt-0.5 text-muted-foreground">{art.review.detail}</p>
        <span className="mt-2 flex gap-1.5">
          <MockChip tone="primary">{art.review.confirm}</MockChip>
          <MockChip tone="muted">{art.review.dismiss}</MockChip>
        </span>
      </MockPanel>
    </MockScene>
  );
}
