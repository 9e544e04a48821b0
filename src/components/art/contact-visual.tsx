import { CalendarClock, Clock, Video } from "lucide-react";
import { contactArt as art } from "@/content/art/contact";
import { contactPage } from "@/content/contact/contact";
import { cn } from "@/lib/utils";
import { MockChip, MockFigurePanel, MockPanel, MockScene, MockTitleBar } from "./mock-ui";

/** The page's own figures: the session's length and the reply time. */
const length = contactPage.consultation.highlights.find(({ title }) => /minute/i.test(title));
const reply = contactPage.enquiry.expectations.items.find(({ title }) => /hours/i.test(title));
if (!length || !reply) throw new Error("The contact drawing's figures are missing from contact.ts");
const sessionLength = length.title;
const replyTime = /\d+ hours/i.exec(reply.title)![0].toLowerCase();

/**
 * Contact: a consultation being booked, its length and platform as the page states them, a
 * time picked on the day, and beside it the page's reply promise.
 */
export function ContactVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 left-0 w-[72%] @sm:w-[66%]">
        <MockTitleBar title={art.caption} />
        <div className="space-y-2.5 p-2.5 @sm:space-y-3.5 @sm:p-4">
          <p className="flex items-center gap-1.5 font-semibold">
            <CalendarClock className="size-3.5 shrink-0 text-primary @sm:size-4" />
            {art.day}
          </p>
          <ul className="grid grid-cols-2 gap-1.5 @sm:gap-2">
            {art.slots.map((slot, index) => (
              <li
                key={slot}
                className={cn(
                  "rounded-md border px-2 py-1 text-center @sm:py-1.5",
                  index === art.picked
                    ? "border-primary bg-primary font-semibold text-primary-foreground"
                    : "text-muted-foreground",
                )}
              >
                {slot}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">{art.timeZone}</p>
          <span className="flex flex-wrap gap-1.5">
            <MockChip>
              <Clock className="size-3" /> {sessionLength}
            </MockChip>
            <MockChip tone="muted">
              <Video className="size-3" /> {art.call}
            </MockChip>
          </span>
          <MockChip tone="primary" size="button">
            {art.confirm}
          </MockChip>
        </div>
      </MockPanel>
      <MockFigurePanel
        figure={{ value: replyTime, label: art.replyLabel }}
        className="right-0 bottom-[8%] w-[40%]"
      />
    </MockScene>
  );
}
